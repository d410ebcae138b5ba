import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { createClientUser } from './api/create-client-user.ts';
import { SignUpFlow } from './sign-up-flow.tsx';

/** /register: customer sign-up, with an optional referral code (`?ref=<agent's phone number>` prefills it). */
export default function RegisterPage() {
  useDocumentTitle('Create an account');
  const [params] = useSearchParams();
  return (
    <SignUpFlow
      title="Create your account"
      intro={
        <p>
          We will send a 6-digit code to your <span className="whitespace-nowrap">e-mail address</span> to confirm it.
        </p>
      }
      create={createClientUser}
      referral={{ initial: params.get('ref') ?? '' }}
    />
  );
}
