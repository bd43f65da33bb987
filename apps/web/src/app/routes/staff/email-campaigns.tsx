import { CampaignListScreen } from '@/features/email-campaigns';

/** `/email-campaigns` (staff, issue 8/8): every campaign with its status, audience and results. */
export default function EmailCampaignsRoute() {
  return <CampaignListScreen />;
}
