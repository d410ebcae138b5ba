/** The sales agents' other pages (issue 20), one chunk: they share their calls and components. The two homes
 * (`/sales-dashboard`, `/cordinator-dashboard`) are loaded on their own, without the area's forms (app/pages.ts). */
export {
  AllReferralsPage,
  NonPerformingReferralsPage,
  OwingReferralsPage,
  TeamNonPerformingReferralsPage,
  TeamOwingReferralsPage,
  TeamReferralsPage,
} from './referrals-page.tsx';
export { default as AgentProfilePage } from './agent-profile-page.tsx';
export { default as AgentPackagesPage } from './agent-packages-page.tsx';
export { default as CommissionsAdminPage } from './commissions-admin-page.tsx';
export { default as CustomerDetailsPage } from './customer-details-page.tsx';
export { default as SalesTeamAdminPage } from './sales-team-admin-page.tsx';
export { default as AgentQuotesPage } from './agent-quotes-page.tsx';
export { default as AddAgentPage } from './add-agent-page.tsx';
export { default as TeamPage } from './team-page.tsx';
export { default as RepaymentSchedulePage } from './repayment-schedule-page.tsx';
export { default as SampleQuotePage } from './sample-quote-page.tsx';
export { default as AgentProfileSettingsPage } from './agent-profile-settings-page.tsx';
export { CoordinatorProductsPage } from './agent-packages-page.tsx';
export { default as AgentOfferAdminPage } from './agent-offer-admin-page.tsx';
export { default as SalesPackageDetailPage } from './package-detail-page.tsx';
export { default as PackageRepaymentPage } from './package-repayment-page.tsx';
