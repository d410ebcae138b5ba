import { useDocumentTitle } from '../../lib/document-title.ts';
import { salesTeamUserSelfCreation } from './api/sales-team-user-self-creation.ts';
import { SignUpFlow } from './sign-up-flow.tsx';

/** /sales-agent/register: sales agent sign-up; after the code the agent lands on /sales-dashboard. */
export default function SalesAgentRegisterPage() {
  useDocumentTitle('Become a sales agent');
  return (
    <SignUpFlow
      title="Become a sales agent"
      intro={
        <p>
          Earn commission on what the customers you refer pay. We will send a 6-digit code to your{' '}
          <span className="whitespace-nowrap">e-mail address</span> to confirm it.
        </p>
      }
      phoneHint="Your phone number becomes your referral code, e.g. 0803 123 4567"
      create={({ referralCode: _referralCode, ...values }) => salesTeamUserSelfCreation(values)}
      backFallback="/sales-agent"
    />
  );
}
