import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { QrMarketing } from '@/features/specialist-insights';

/** `/specialist/qr-marketing`: the booking link as a QR code to print, with scans counted (issue 6/8). */
export default function SpecialistQrMarketingRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Workspace"
        title={route.title}
        description="Your booking link as a QR code: download it for flyers and cards, and see how often it is scanned."
      />
      <QrMarketing />
    </>
  );
}
