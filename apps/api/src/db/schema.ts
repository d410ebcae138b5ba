import type {
  ComponentCategoryTable,
  ComponentTable,
  ProductComponentTable,
  ProductTable,
} from './tables/catalogue.table.ts';
import type {
  BankTable,
  EmployerTable,
  FinancialInstitutionTable,
  FinancialInstitutionApplicationTable,
  LgaTable,
  StateTable,
} from './tables/lookup.table.ts';
import type { NotificationSettingTable, NotificationTable, ReminderSentTable } from './tables/notification.table.ts';
import type { OutboxMessageTable } from './tables/outbox.table.ts';
import type {
  QuoteRequestChangeTable,
  QuoteRequestComponentTable,
  QuoteRequestTable,
  QuoteViewChangeTable,
} from './tables/quote-request.table.ts';
import type { SettingTable } from './tables/setting.table.ts';
import type { QuoteLineTable, QuoteTable } from './tables/quote.table.ts';
import type { AuditLogTable } from './tables/audit.table.ts';
import type {
  MonitoringIssueEventTable,
  MonitoringIssuePhotoTable,
  MonitoringIssueTable,
} from './tables/issue.table.ts';
import type { MonitoringScheduleImageTable, MonitoringScheduleTable } from './tables/schedule.table.ts';
import type {
  LedgerEntryTable,
  PaymentRefundTable,
  PaymentTable,
  SandboxChargeTable,
  SavedCardTable,
} from './tables/payment.table.ts';
import type { AppUserTable } from './tables/user.table.ts';
import type { LoanBookEntryTable, LoanBookInstalmentTable, LoanBookTable } from './tables/loan-book.table.ts';
import type { CollectionContactTable } from './tables/collection.table.ts';
import type { PaygDeviceTable, PaygTokenTable } from './tables/payg.table.ts';
import type { SandboxKycJobTable } from './tables/sandbox-kyc.table.ts';
import type { KycDocumentTable, KycJobTable, KycVerificationTable } from './tables/kyc.table.ts';
import type { CommissionEntryTable, CommissionPayoutTable } from './tables/commission.table.ts';
import type { RateLimitTable } from './tables/rate-limit.table.ts';
import type { SampleQuoteTable } from './tables/sample-quote.table.ts';
import type { SalesOfferRuleTable } from './tables/sales-offer.table.ts';
import type {
  AccountMailTable,
  AuthSessionTable,
  LoginFailureTable,
  RefreshTokenTable,
  VerificationCodeTable,
} from './tables/auth.table.ts';

/** Every table, defined once in `tables/<x>.table.ts`, assembled here: the floor every module reads its rows' types from. */
export interface Database {
  state: StateTable;
  lga: LgaTable;
  bank: BankTable;
  employer: EmployerTable;
  financial_institution: FinancialInstitutionTable;
  component_category: ComponentCategoryTable;
  component: ComponentTable;
  product: ProductTable;
  product_component: ProductComponentTable;
  app_user: AppUserTable;
  outbox_message: OutboxMessageTable;
  verification_code: VerificationCodeTable;
  refresh_token: RefreshTokenTable;
  login_failure: LoginFailureTable;
  auth_session: AuthSessionTable;
  account_mail: AccountMailTable;
  notification_setting: NotificationSettingTable;
  notification: NotificationTable;
  reminder_sent: ReminderSentTable;
  monitoring_issue: MonitoringIssueTable;
  monitoring_issue_photo: MonitoringIssuePhotoTable;
  monitoring_issue_event: MonitoringIssueEventTable;
  monitoring_schedule: MonitoringScheduleTable;
  monitoring_schedule_image: MonitoringScheduleImageTable;
  setting: SettingTable;
  quote_request: QuoteRequestTable;
  kyc_verification: KycVerificationTable;
  kyc_job: KycJobTable;
  kyc_document: KycDocumentTable;
  financial_institution_application: FinancialInstitutionApplicationTable;
  quote_request_component: QuoteRequestComponentTable;
  quote_request_change: QuoteRequestChangeTable;
  quote_view_change: QuoteViewChangeTable;
  quote: QuoteTable;
  quote_line: QuoteLineTable;
  audit_log: AuditLogTable;
  payment: PaymentTable;
  ledger_entry: LedgerEntryTable;
  payment_refund: PaymentRefundTable;
  sandbox_charge: SandboxChargeTable;
  sandbox_kyc_job: SandboxKycJobTable;
  saved_card: SavedCardTable;
  rate_limit: RateLimitTable;
  commission_entry: CommissionEntryTable;
  commission_payout: CommissionPayoutTable;
  sample_quote: SampleQuoteTable;
  sales_offer_rule: SalesOfferRuleTable;
  loan_book: LoanBookTable;
  loan_book_instalment: LoanBookInstalmentTable;
  loan_book_entry: LoanBookEntryTable;
  collection_contact: CollectionContactTable;
  payg_device: PaygDeviceTable;
  payg_token: PaygTokenTable;
}
