import { useParams } from 'react-router';
import { CampaignScreen } from '@/features/email-campaigns';

/** `/email-campaigns/new` and `/email-campaigns/:id`: the composer of a draft, or a sent campaign's report. */
export default function EmailCampaignRoute() {
  const { id } = useParams();
  return <CampaignScreen key={id ?? 'new'} id={id ?? null} />;
}
