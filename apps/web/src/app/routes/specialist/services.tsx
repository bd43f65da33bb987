import { ShellProviders } from '@/app/layouts/shell-providers';
import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { ServicesManager } from '@/features/specialist-workspace';

/**
 * `/specialist/services`: what members can book from the specialist (issue 6/8). The specialist
 * pages sit in the marketing layout, which has no confirm dialogs: the screen brings its own.
 */
export default function SpecialistServicesRoute({ route }: ScreenProps) {
  return (
    <ShellProviders>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="The sessions members can book: length, price, where they take place and whether you confirm each booking."
      />
      <ServicesManager />
    </ShellProviders>
  );
}
