import { PageHeader } from '@/components/ui/page-header';
import { AiDashboard } from '@/features/ai/components/admin/ai-dashboard';
import { ConversationReview } from '@/features/ai/components/admin/conversation-review';
import { ExpertQueue } from '@/features/ai/components/admin/expert-queue';
import { KnowledgeBase } from '@/features/ai/components/admin/knowledge-base';
import { LearningPipeline } from '@/features/ai/components/admin/learning-pipeline';
import { MlFeedback } from '@/features/ai/components/admin/ml-feedback';
import { QualityControl } from '@/features/ai/components/admin/quality-control';
import { UnansweredQuestionsQueue } from '@/features/ai/components/admin/unanswered-questions';

const EYEBROW = 'AI coach';

export function UnansweredQuestionsRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Unanswered Questions"
        description="Questions the coach answered with low confidence, or that clients rated down or reported."
      />
      <UnansweredQuestionsQueue />
    </>
  );
}

export function ExpertQueueRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Expert Queue"
        description="Answer what the coach could not, then approve it: the coach answers from it from then on."
      />
      <ExpertQueue />
    </>
  );
}

export function ConversationReviewRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Conversation Review"
        description="Read client conversations with the coach, by text and voice, and flag the ones that need attention."
      />
      <ConversationReview />
    </>
  );
}

export function MlFeedbackRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="ML Feedback"
        description="How helpful clients find the coach, per step, over time."
      />
      <MlFeedback />
    </>
  );
}

export function LearningRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Learning"
        description="The approved knowledge the coach answers from."
      />
      <KnowledgeBase />
    </>
  );
}

export function LearningPipelineRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Learning Pipeline"
        description="From a question the coach missed to an answer it knows."
      />
      <LearningPipeline />
    </>
  );
}

export function AiDashboardRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="AI Dashboard"
        description="Volume, satisfaction and confidence of the coach, and the voice assistant."
      />
      <AiDashboard />
    </>
  );
}

export function QualityControlRoute() {
  return (
    <>
      <PageHeader
        eyebrow={EYEBROW}
        title="Quality Control"
        description="Score a random sample of coach replies."
      />
      <QualityControl />
    </>
  );
}
