import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ProfileSettings } from '@/features/marketplace-signup';

/** `/specialist/profile-settings`: what members see of the specialist, and where the review stands. */
export default function ProfileSettingsRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="What members see on your profile and booking page."
      />
      <ProfileSettings />
    </>
  );
}
