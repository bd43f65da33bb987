import {
  autoCreateTasksResponseSchema,
  autoCreateTasksSchema,
  completeTaskSchema,
  defaultTaskCompletionsResponseSchema,
  defaultTaskFieldsSchema,
  defaultTaskPatchSchema,
  defaultTaskResponseSchema,
  defaultTasksReorderSchema,
  defaultTasksResponseSchema,
  journeyMessages,
  newDefaultTaskSchema,
  newTaskSchema,
  stepNumberSchema,
  taskAttachmentsResponseSchema,
  taskPatchSchema,
  taskResponseSchema,
  tasksResponseSchema,
  uploadTaskAttachmentsResponseSchema,
} from '@fundpath/contracts/coaching';
import { STAFF_AND_CLIENT } from '@fundpath/contracts/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StorageNotFoundError } from '../../adapters/storage';
import { contentDisposition } from '../../adapters/storage/sniff';
import { AppError } from '../../platform/errors';
import { nameForContent, receiveUploads } from '../../platform/uploads';
import { STEP_EDITORS } from '../journey';
import * as service from './service';

const idParams = z.object({ id: z.uuid() });
const deletedSchema = z.object({ status: z.literal('success'), deleted: z.literal(true) });
const MB = 1024 * 1024;

/** Default tasks (content, per step) and each user's tasks with their files. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  // ---- default tasks: static paths are matched before `/:step` and `/:id` ----------------------

  app.get(
    '/api/default-tasks/completions',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['default-tasks'], response: { 200: defaultTaskCompletionsResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      completed_task_ids: await service.completedDefaultTaskIds(req.ctx),
    }),
  );

  app.get(
    '/api/default-tasks/:step',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['default-tasks'],
        params: z.object({ step: stepNumberSchema }),
        response: { 200: defaultTasksResponseSchema },
      },
    },
    async (req) => {
      const tasks = await service.listDefaultTasks(req.ctx, req.params.step);
      return { status: 'success' as const, data: tasks, default_tasks: tasks };
    },
  );

  app.post(
    '/api/default-tasks',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['default-tasks'],
        body: newDefaultTaskSchema,
        response: { 201: defaultTaskResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ status: 'success' as const, task: await service.createDefaultTask(req.ctx, req.body) }),
  );

  app.put(
    '/api/default-tasks/reorder',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['default-tasks'],
        body: defaultTasksReorderSchema,
        response: { 200: defaultTasksResponseSchema },
      },
    },
    async (req) => {
      const tasks = await service.reorderDefaultTasks(req.ctx, req.body);
      return { status: 'success' as const, data: tasks, default_tasks: tasks };
    },
  );

  app.put(
    '/api/default-tasks/:id',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['default-tasks'],
        params: idParams,
        body: defaultTaskPatchSchema,
        response: { 200: defaultTaskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      task: await service.updateDefaultTask(req.ctx, req.params.id, req.body),
    }),
  );

  app.put(
    '/api/default-tasks/:id/fields',
    {
      config: { access: STEP_EDITORS },
      schema: {
        tags: ['default-tasks'],
        params: idParams,
        body: defaultTaskFieldsSchema,
        response: { 200: defaultTaskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      task: await service.setDefaultTaskFields(req.ctx, req.params.id, req.body.field_ids),
    }),
  );

  app.delete(
    '/api/default-tasks/:id',
    {
      config: { access: STEP_EDITORS },
      schema: { tags: ['default-tasks'], params: idParams, response: { 200: deletedSchema } },
    },
    async (req) => {
      await service.deleteDefaultTask(req.ctx, req.params.id);
      return { status: 'success' as const, deleted: true as const };
    },
  );

  app.post(
    '/api/default-tasks/:id/complete',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['default-tasks'],
        params: idParams,
        body: completeTaskSchema.nullish(),
        response: { 200: taskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      message: 'Task completed!',
      task: await service.completeDefaultTask(req.ctx, req.params.id, req.body ?? {}),
    }),
  );

  app.post(
    '/api/default-tasks/:id/uncomplete',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['default-tasks'], params: idParams, response: { 200: taskResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      message: 'Task uncompleted',
      task: await service.uncompleteDefaultTask(req.ctx, req.params.id),
    }),
  );

  // ---- the caller's tasks -------------------------------------------------------------------------

  app.get(
    '/api/tasks',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['tasks'],
        querystring: z.object({
          step_number: stepNumberSchema.optional(),
          /** Staff only: another user's tasks. */
          user_id: z.uuid().optional(),
        }),
        response: { 200: tasksResponseSchema },
      },
    },
    async (req) => ({ status: 'success' as const, tasks: await service.listTasks(req.ctx, req.query) }),
  );

  app.post(
    '/api/tasks',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], body: newTaskSchema, response: { 201: taskResponseSchema } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ status: 'success' as const, task: await service.createTask(req.ctx, req.body) }),
  );

  app.post(
    '/api/tasks/auto-create',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['tasks'],
        body: autoCreateTasksSchema,
        response: { 200: autoCreateTasksResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      ...(await service.autoCreateTasks(req.ctx, req.body.step_number)),
    }),
  );

  app.get(
    '/api/tasks/:id',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: idParams, response: { 200: taskResponseSchema } },
    },
    async (req) => ({ status: 'success' as const, task: await service.getTask(req.ctx, req.params.id) }),
  );

  app.put(
    '/api/tasks/:id',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['tasks'],
        params: idParams,
        body: taskPatchSchema,
        response: { 200: taskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      task: await service.updateTask(req.ctx, req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/tasks/:id',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: idParams, response: { 200: deletedSchema } },
    },
    async (req) => {
      await service.deleteTask(req.ctx, storage, req.params.id);
      return { status: 'success' as const, deleted: true as const };
    },
  );

  app.post(
    '/api/tasks/:id/complete',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['tasks'],
        params: idParams,
        body: completeTaskSchema.nullish(),
        response: { 200: taskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      message: 'Task completed!',
      task: await service.completeTask(req.ctx, req.params.id, req.body ?? {}),
    }),
  );

  app.post(
    '/api/tasks/:id/uncomplete',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: idParams, response: { 200: taskResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      message: 'Task uncompleted',
      task: await service.uncompleteTask(req.ctx, req.params.id),
    }),
  );

  // ---- attachments --------------------------------------------------------------------------------

  app.post(
    '/api/tasks/:id/attachments',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: idParams, response: { 201: uploadTaskAttachmentsResponseSchema } },
    },
    async (req, reply) => {
      const { limits, existing } = await service.uploadTarget(req.ctx, req.params.id);
      const { files, tooMany } = await receiveUploads(req, {
        maxBytes: limits.max_file_size_mb * MB,
        maxFiles: Math.max(0, limits.max_files_allowed - existing),
        notMultipartMessage: 'Send the files as multipart/form-data',
      });
      if (tooMany) throw new AppError('LIMIT_REACHED', journeyMessages.maxFiles(limits.max_files_allowed));
      const result = await service.addAttachments(req.ctx, storage, req.params.id, files);
      return reply.status(201).send({ status: 'success' as const, ...result });
    },
  );

  app.get(
    '/api/tasks/:id/attachments',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: idParams, response: { 200: taskAttachmentsResponseSchema } },
    },
    async (req) => ({
      status: 'success' as const,
      attachments: await service.listTaskAttachments(req.ctx, req.params.id),
    }),
  );

  app.get(
    '/api/tasks/attachments/:attachmentId/download',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: { tags: ['tasks'], params: z.object({ attachmentId: z.uuid() }) },
    },
    async (req, reply) => {
      const att = await service.attachmentForDownload(req.ctx, req.params.attachmentId);
      let object: Awaited<ReturnType<typeof storage.get>>;
      try {
        object = await storage.get(att.storage_key);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 'File not found');
        throw err;
      }
      reply
        .header('content-type', att.content_type)
        // Files stored before names followed the detected type are served under a matching name too.
        .header('content-disposition', contentDisposition(nameForContent(att.file_name, att.file_ext)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (object.size) reply.header('content-length', String(object.size));
      return reply.send(object.stream);
    },
  );

  app.delete(
    '/api/tasks/attachments/:attachmentId',
    {
      config: { access: STAFF_AND_CLIENT },
      schema: {
        tags: ['tasks'],
        params: z.object({ attachmentId: z.uuid() }),
        response: { 200: taskResponseSchema },
      },
    },
    async (req) => ({
      status: 'success' as const,
      task: await service.deleteAttachment(req.ctx, storage, req.params.attachmentId),
    }),
  );
};
