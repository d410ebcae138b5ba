import { StaffProfileSettings } from '../../components/profile/staff-profile-settings.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * /engineer-profile-settings: the signed-in engineer (or any staff member) changes their own photo, names, e-mail
 * (confirmed with a code sent to the new address) and phone (confirmed by SMS), with the same calls as the
 * customer's /edit-profile; changes their password on /admin-password; and logs out.
 */
export default function EngineerProfileSettingsPage() {
  useDocumentTitle('Profile settings');
  return <StaffProfileSettings />;
}
