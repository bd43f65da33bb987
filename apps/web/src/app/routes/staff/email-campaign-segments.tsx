import { SegmentsScreen } from '@/features/email-campaigns';

/** `/email-campaigns/segments`: saved audiences with a live count. */
export default function EmailCampaignSegmentsRoute() {
  return <SegmentsScreen />;
}
