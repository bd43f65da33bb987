import { PageHeader } from '@/components/ui/page-header';
import type { ScreenProps } from '@/config/routes';
import { MarketingKitView } from '@/features/marketing-kit';

/** `/marketing` (clients): links with QR codes and clicks, social posts and images, e-mail to contacts (issue 8/8). */
export default function MarketingRoute({ route }: ScreenProps) {
  return (
    <>
      <PageHeader
        eyebrow="Grow"
        title={route.title}
        description="Share your links, post on social media in your brand and e-mail your contacts, and see what brings people in."
      />
      <MarketingKitView />
    </>
  );
}
