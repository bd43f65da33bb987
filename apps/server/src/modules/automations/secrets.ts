/**
 * The webhook signing secret of a workflow, encrypted at rest (platform/crypto, bound to the
 * workflow's id). Workflows written without the app secret at hand (the demo seed) store '' and
 * get theirs on first use.
 */
import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import * as repo from './repo';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export const sealSecret = (appSecret: string, secret: string, workflowId: string) =>
  encryptSecret(appSecret, secret, workflowId);

/** The plain secret; made (and stored) when the workflow has none yet. */
export async function webhookSecretOf(
  db: Db,
  appSecret: string,
  workflow: { id: string; webhook_secret: string },
): Promise<string> {
  if (workflow.webhook_secret) return decryptSecret(appSecret, workflow.webhook_secret, workflow.id);
  const secret = newWebhookSecret();
  await repo.updateWorkflow(db, workflow.id, { webhook_secret: sealSecret(appSecret, secret, workflow.id) });
  return secret;
}
