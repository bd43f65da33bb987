import {
  AiDashboardRoute,
  ConversationReviewRoute,
  ExpertQueueRoute,
  LearningPipelineRoute,
  LearningRoute,
  MlFeedbackRoute,
  QualityControlRoute,
  UnansweredQuestionsRoute,
} from '@/app/routes/ai/admin/screens';
import { AiPreferencesRoute } from '@/app/routes/ai/ai-preferences';
import { ProactiveAiRoute } from '@/app/routes/ai/proactive-ai';
import type { ScreenComponent } from '@/app/screen';

/**
 * Screens of the AI coach, voice and learning screens (issue 4/5), keyed by their path in config/routes.ts.
 * The router merges every feature's registry; a route without a screen shows NotAvailableYet.
 * The chat panel and voice button live on `/dashboard` (coaching) via its `renderCoach` slot;
 * the admin voice assistant is a tab of `/admin/ai-dashboard` (the route table has no screen for it).
 */
export const aiScreens: Record<string, ScreenComponent> = {
  '/proactive-ai': ProactiveAiRoute,
  '/settings/ai-preferences': AiPreferencesRoute,
  '/admin/unanswered-questions': UnansweredQuestionsRoute,
  '/admin/expert-queue': ExpertQueueRoute,
  '/admin/conversation-review': ConversationReviewRoute,
  '/admin/ml-feedback': MlFeedbackRoute,
  '/admin/learning': LearningRoute,
  '/admin/learning-pipeline': LearningPipelineRoute,
  '/admin/ai-dashboard': AiDashboardRoute,
  '/admin/quality-control': QualityControlRoute,
};
