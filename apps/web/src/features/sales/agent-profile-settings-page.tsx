import { StaffProfileSettings } from '../../components/profile/staff-profile-settings.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { SalesNavBar } from './components/sales-nav-bar.tsx';

/** Why the phone is shown and not edited (the server refuses it too: docs/sales.md "Profile settings"). */
export const AGENT_PHONE_NOTE =
  'This is your referral code, so only an administrator can change it: customers who signed up with it stay yours, but new sign-ups would need the new code.';

/**
 * /agent-profile-settings and /cordinator-profile-settings (staff spec route table): the agent's own photo, names and
 * e-mail with the customer's profile calls, their phone — their referral code — shown but not edited, the password
 * on /admin-password, their notifications and notification settings, and log out. Opened from the Profile page.
 */
export default function AgentProfileSettingsPage() {
  useDocumentTitle('Profile settings');
  return (
    <StaffProfileSettings phoneLocked={AGENT_PHONE_NOTE} notifications>
      <SalesNavBar />
    </StaffProfileSettings>
  );
}
