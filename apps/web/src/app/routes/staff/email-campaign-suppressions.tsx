import { SuppressionListScreen } from '@/features/email-campaigns';

/** `/email-campaigns/suppressions`: addresses that get no campaign mail. */
export default function EmailCampaignSuppressionsRoute() {
  return <SuppressionListScreen />;
}
