import { useDocumentTitle } from '../../lib/document-title.ts';
import { supportUserSelfCreation } from './api/support-user-self-creation.ts';
import { SignUpFlow } from './sign-up-flow.tsx';

/** /support-register: staff sign-up. After the code, the account waits for an administrator to activate it. */
export default function SupportRegisterPage() {
  useDocumentTitle('Create a staff account');
  return (
    <SignUpFlow
      title="Create a staff account"
      intro={
        <p>
          For Imole support staff and engineers. Once you confirm your{' '}
          <span className="whitespace-nowrap">e-mail address</span>, an administrator activates your account.
        </p>
      }
      create={({ referralCode: _referralCode, ...values }) => supportUserSelfCreation(values)}
    />
  );
}
