/**
 * The knowledge base re-index `/admin/sync` runs as a background job. Each instance keeps its own
 * BM25 index in memory and rebuilds it when `ai_knowledge_state.version` moves (it is part of the
 * context fingerprint read per message), so a re-index is: read every active entry, build a
 * scratch index from them in batches (an entry that cannot be indexed fails the run before any
 * instance's index changes), then bump the version, so every instance, this one included,
 * rebuilds from the database before its next answer.
 */
import type { Db } from '../../../platform/db';
import * as repo from '../repo';
import { type KnowledgeDoc, KnowledgeIndex } from './index';

const BATCH = 100;

export async function reindexKnowledge(
  db: Db,
  onProgress: (processed: number, total: number) => Promise<void>,
): Promise<{ total: number; changed: number }> {
  const rows = await repo.listActiveKnowledge(db);
  const total = rows.length;
  await onProgress(0, total);
  const docs: KnowledgeDoc[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    for (const r of rows.slice(i, i + BATCH)) {
      docs.push({
        id: r.id,
        step_number: r.step_number,
        title: r.title,
        question: r.question,
        content: r.content,
        tags: r.tags,
        source: r.source,
      });
    }
    // The scratch build of what is read so far: a bad entry fails here, with the base untouched.
    new KnowledgeIndex().load(docs, 0);
    await onProgress(Math.min(i + BATCH, total), total);
  }
  await db.transaction(async (tx) => {
    await repo.bumpKnowledgeVersion(tx);
  });
  return { total, changed: total };
}
