import {
  CAMPAIGN_STATUS_LABELS,
  type CampaignRecipientStatus,
  type CampaignStatus,
} from '@fundpath/contracts/campaigns';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'danger',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>;
}

export const RECIPIENT_STATUS_LABELS: Record<CampaignRecipientStatus, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Delivered',
  bounced: 'Bounced',
  skipped: 'Skipped (suppressed)',
  unknown: 'Unconfirmed',
  failed: 'Failed',
};
const RECIPIENT_TONES: Record<CampaignRecipientStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'info',
  sent: 'success',
  bounced: 'danger',
  skipped: 'neutral',
  unknown: 'warning',
  failed: 'danger',
};
export function RecipientStatusBadge({ status }: { status: CampaignRecipientStatus }) {
  return <Badge tone={RECIPIENT_TONES[status]}>{RECIPIENT_STATUS_LABELS[status]}</Badge>;
}

/** "12.5%" of a part in a whole ("–" when the whole is zero). */
export const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '–';
