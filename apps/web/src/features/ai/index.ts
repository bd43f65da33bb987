/**
 * The AI coach: the chat of a coaching step (streamed replies, feedback, inline credit card),
 * preferences, proactive nudges, and the staff screens of the learning loop.
 */
export { conversationHistoryQuery, useConversationHistory } from './api/conversation-history';
export { aiKeys } from './api/keys';
export {
  aiPreferencesQuery,
  proactiveNudgesQuery,
  useAiPreferences,
  useAiPreferencesOrDefault,
  useProactiveNudges,
  useSaveAiPreferences,
} from './api/preferences';
export { AiDashboard } from './components/admin/ai-dashboard';
export { ClientConversations, ConversationReview } from './components/admin/conversation-review';
export { ExpertQueue } from './components/admin/expert-queue';
export { KnowledgeBase } from './components/admin/knowledge-base';
export { LearningApprovals } from './components/admin/learning-approvals';
export { LearningPipeline } from './components/admin/learning-pipeline';
export { MlFeedback } from './components/admin/ml-feedback';
export { QualityControl } from './components/admin/quality-control';
export { UnansweredQuestionsQueue } from './components/admin/unanswered-questions';
export { AiPreferencesForm } from './components/ai-preferences-form';
export { ChatPanel, type ChatPanelProps } from './components/chat-panel';
export { ProactiveNudges } from './components/proactive-nudges';
export { type CoachChat, type DisplayMessage, useCoachChat } from './hooks/use-coach-chat';
