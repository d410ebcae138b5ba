import { ProfileForm, ProfileSkeleton } from '../../components/profile/profile-form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProfile } from '../../lib/profile/get-profile.ts';

/** /edit-profile: name, e-mail, phone and photo; a new e-mail or an unconfirmed phone is confirmed with a code. */
export default function EditProfilePage() {
  useDocumentTitle('Edit profile');
  const profile = useProfile();

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Edit profile</h1>
      {profile.data ? (
        <ProfileForm user={profile.data} />
      ) : profile.isError ? (
        <Alert tone="error" title="We could not load your profile">
          <p>{profile.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}
