import { PageHeader } from '@/components/ui/page-header';
import { ConversationReview } from '@/features/ai';

/** `/admin/conversation-review`. */
export default function ConversationReviewRoute() {
  return (
    <>
      <PageHeader
        eyebrow="AI coach"
        title="Conversation Review"
        description="Read client conversations with the coach, by text and voice, and flag the ones that need attention."
      />
      <ConversationReview />
    </>
  );
}
