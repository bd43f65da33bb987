import {
  answerQuestionSchema,
  approveQuestionSchema,
  conversationDetailResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  dashboardResponseSchema,
  feedbackStatsResponseSchema,
  flagConversationSchema,
  knowledgeEntryPatchSchema,
  knowledgeEntryResponseSchema,
  knowledgeListResponseSchema,
  knowledgeQuerySchema,
  learningPipelineResponseSchema,
  newKnowledgeEntrySchema,
  qualityReviewResponseSchema,
  qualityReviewSchema,
  qualityReviewsResponseSchema,
  qualitySampleQuerySchema,
  qualitySampleResponseSchema,
  statsQuerySchema,
  unansweredQuestionResponseSchema,
  unansweredQuestionsQuerySchema,
  unansweredQuestionsResponseSchema,
} from '@fundpath/contracts/ai';
import { type Role, STAFF } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as insights from './insights';
import * as learning from './learning';
import type { AiRuntime } from './runtime';

/** Who turns answers into what the coach says: admins and the steps team (they own the scripts too). */
export const KNOWLEDGE_EDITORS: readonly Role[] = ['admin', 'steps_team'];

const idParams = z.object({ id: z.string().max(64) });
const sessionParams = z.object({ sessionId: z.string().max(64) });
const ok = { status: 'success' as const };

/** Staff screens of the coach: expert queue, knowledge base, review, ML feedback, dashboard, QC. */
export function aiAdminRoutes(rt: AiRuntime): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- unanswered questions / expert queue ----
    app.get(
      '/api/admin/ai/unanswered-questions',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: unansweredQuestionsQuerySchema,
          response: { 200: unansweredQuestionsResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await learning.listQuestions(req.ctx, req.query)) }),
    );
    app.get(
      '/api/admin/ai/unanswered-questions/:id',
      {
        config: { access: STAFF },
        schema: { tags: ['ai-admin'], params: idParams, response: { 200: unansweredQuestionResponseSchema } },
      },
      async (req) => ({ ...ok, question: await learning.getQuestion(req.ctx, req.params.id) }),
    );
    app.post(
      '/api/admin/ai/unanswered-questions/:id/answer',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          params: idParams,
          body: answerQuestionSchema,
          response: { 200: unansweredQuestionResponseSchema },
        },
      },
      async (req) => ({
        ...ok,
        question: await learning.answerQuestion(req.ctx, req.params.id, req.body.answer),
      }),
    );
    app.post(
      '/api/admin/ai/unanswered-questions/:id/approve',
      {
        // Approving puts an answer in front of every client: holders of learning.approve only (3/8).
        config: { access: { permission: 'learning.approve', roles: STAFF } },
        schema: {
          tags: ['ai-admin'],
          params: idParams,
          body: approveQuestionSchema.optional(),
          response: { 200: unansweredQuestionResponseSchema },
        },
      },
      async (req) => ({
        ...ok,
        question: await learning.approveQuestion(req.ctx, rt, req.params.id, req.body ?? {}),
      }),
    );
    app.post(
      '/api/admin/ai/unanswered-questions/:id/dismiss',
      {
        config: { access: STAFF },
        schema: { tags: ['ai-admin'], params: idParams, response: { 200: unansweredQuestionResponseSchema } },
      },
      async (req) => ({ ...ok, question: await learning.dismissQuestion(req.ctx, req.params.id) }),
    );

    // ---- knowledge base ----
    app.get(
      '/api/admin/ai/knowledge',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: knowledgeQuerySchema,
          response: { 200: knowledgeListResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await learning.listKnowledge(req.ctx, req.query)) }),
    );
    app.get(
      '/api/admin/ai/knowledge/:id',
      {
        config: { access: STAFF },
        schema: { tags: ['ai-admin'], params: idParams, response: { 200: knowledgeEntryResponseSchema } },
      },
      async (req) => ({ ...ok, entry: await learning.getKnowledge(req.ctx, req.params.id) }),
    );
    app.post(
      '/api/admin/ai/knowledge',
      {
        config: { access: KNOWLEDGE_EDITORS },
        schema: {
          tags: ['ai-admin'],
          body: newKnowledgeEntrySchema,
          response: { 200: knowledgeEntryResponseSchema },
        },
      },
      async (req) => ({ ...ok, entry: await learning.createKnowledge(req.ctx, rt, req.body) }),
    );
    app.put(
      '/api/admin/ai/knowledge/:id',
      {
        config: { access: KNOWLEDGE_EDITORS },
        schema: {
          tags: ['ai-admin'],
          params: idParams,
          body: knowledgeEntryPatchSchema,
          response: { 200: knowledgeEntryResponseSchema },
        },
      },
      async (req) => ({ ...ok, entry: await learning.updateKnowledge(req.ctx, rt, req.params.id, req.body) }),
    );
    app.delete(
      '/api/admin/ai/knowledge/:id',
      {
        config: { access: KNOWLEDGE_EDITORS },
        schema: {
          tags: ['ai-admin'],
          params: idParams,
          response: { 200: z.object({ status: z.literal('success') }) },
        },
      },
      async (req) => {
        await learning.deleteKnowledge(req.ctx, rt, req.params.id);
        return ok;
      },
    );

    // ---- conversation review (the only way staff read a client's conversations) ----
    app.get(
      '/api/admin/ai/conversations',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: conversationsQuerySchema,
          response: { 200: conversationsResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await insights.listConversations(req.ctx, req.query)) }),
    );
    app.get(
      '/api/admin/ai/conversations/:sessionId',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          params: sessionParams,
          response: { 200: conversationDetailResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await insights.getConversation(req.ctx, req.params.sessionId)) }),
    );
    app.post(
      '/api/admin/ai/conversations/:sessionId/flag',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          params: sessionParams,
          body: flagConversationSchema,
          response: { 200: conversationDetailResponseSchema },
        },
      },
      async (req) => ({
        ...ok,
        ...(await insights.flagConversation(req.ctx, req.params.sessionId, req.body)),
      }),
    );

    // ---- ML feedback, learning pipeline, dashboard ----
    app.get(
      '/api/admin/ai/feedback-stats',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: statsQuerySchema,
          response: { 200: feedbackStatsResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await insights.feedbackStats(req.ctx, req.query)) }),
    );
    app.get(
      '/api/admin/ai/learning-pipeline',
      {
        config: { access: STAFF },
        schema: { tags: ['ai-admin'], response: { 200: learningPipelineResponseSchema } },
      },
      async (req) => ({ ...ok, ...(await insights.learningPipeline(req.ctx, rt)) }),
    );
    app.get(
      '/api/admin/ai/dashboard',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: statsQuerySchema.pick({ days: true }),
          response: { 200: dashboardResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await insights.dashboard(req.ctx, rt, req.query)) }),
    );

    // ---- quality control ----
    app.get(
      '/api/admin/ai/quality-sample',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          querystring: qualitySampleQuerySchema,
          response: { 200: qualitySampleResponseSchema },
        },
      },
      async (req) => ({ ...ok, ...(await insights.qualitySample(req.ctx, req.query)) }),
    );
    app.post(
      '/api/admin/ai/quality-reviews',
      {
        config: { access: STAFF },
        schema: {
          tags: ['ai-admin'],
          body: qualityReviewSchema,
          response: { 200: qualityReviewResponseSchema },
        },
      },
      async (req) => ({ ...ok, review: await insights.reviewReply(req.ctx, req.body) }),
    );
    app.get(
      '/api/admin/ai/quality-reviews',
      {
        config: { access: STAFF },
        schema: { tags: ['ai-admin'], response: { 200: qualityReviewsResponseSchema } },
      },
      async (req) => ({ ...ok, ...(await insights.listReviews(req.ctx)) }),
    );
  };
}
