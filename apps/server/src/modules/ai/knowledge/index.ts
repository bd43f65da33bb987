/**
 * The approved knowledge base as an in-memory BM25 index (minisearch), one per app instance.
 * Every change to the base bumps `ai_knowledge_state.version` in its transaction; the instance
 * that made the change rebuilds at once, and every other instance notices the new version on its
 * next chat (it is part of the context fingerprint read per message) and rebuilds before answering.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Db } from '../../../platform/db';
import * as repo from '../repo';
import { coverage, normalizeText, questionKey, STOPWORDS, stem, terms } from './text';

export interface KnowledgeDoc {
  id: string;
  step_number: number | null;
  title: string;
  question: string | null;
  content: string;
  tags: string[];
  source: 'seed' | 'expert' | 'staff';
}

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  /** Raw BM25 score (after step weighting). */
  score: number;
  /** Share of the query's topic terms the entry contains (0..1): the retrieval confidence. */
  coverage: number;
  /** The entry's question is the query, word for word (after normalization). */
  exact: boolean;
}

const tokenize = (text: string) => normalizeText(text).split(' ');
const processTerm = (term: string) => (term.length < 2 || STOPWORDS.has(term) ? null : stem(term));

export class KnowledgeIndex {
  private search_: MiniSearch<KnowledgeDoc> = KnowledgeIndex.empty();
  private docs = new Map<string, KnowledgeDoc>();
  private termsOf = new Map<string, string[]>();
  private exact = new Map<string, string>();
  version = 0;
  builtAt: Date | null = null;
  lastBuildMs: number | null = null;
  private pending: Promise<void> | null = null;

  private static empty() {
    return new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'question', 'content', 'tags'],
      extractField: (doc, field) => {
        const value = doc[field as keyof KnowledgeDoc];
        return Array.isArray(value) ? value.join(' ') : ((value as string | null) ?? '');
      },
      tokenize,
      processTerm,
      searchOptions: {
        boost: { question: 3, title: 2, tags: 1.5, content: 1 },
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 5 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
  }

  get size(): number {
    return this.docs.size;
  }

  /** Replaces the index with these entries (the base's state at `version`). */
  load(entries: KnowledgeDoc[], version: number): void {
    const started = performance.now();
    const index = KnowledgeIndex.empty();
    index.addAll(entries);
    this.search_ = index;
    this.docs = new Map(entries.map((e) => [e.id, e]));
    this.termsOf = new Map(
      entries.map((e) => [e.id, terms(`${e.title} ${e.question ?? ''} ${e.content} ${e.tags.join(' ')}`)]),
    );
    this.exact = new Map();
    for (const e of entries) {
      for (const q of [e.question, e.title]) {
        const key = q ? questionKey(q) : '';
        if (key && !this.exact.has(key)) this.exact.set(key, e.id);
      }
    }
    this.version = version;
    this.builtAt = new Date();
    this.lastBuildMs = Math.round((performance.now() - started) * 100) / 100;
  }

  /** Rebuilds from the database (single flight: concurrent callers share one rebuild). */
  async rebuild(db: Db): Promise<void> {
    if (this.pending) return this.pending;
    this.pending = (async () => {
      try {
        const version = await repo.knowledgeVersion(db);
        const rows = await repo.listActiveKnowledge(db);
        this.load(
          rows.map((r) => ({
            id: r.id,
            step_number: r.step_number,
            title: r.title,
            question: r.question,
            content: r.content,
            tags: r.tags,
            source: r.source,
          })),
          version,
        );
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  /**
   * Entries for a question asked at a step: that step's entries weigh 1.5×, general ones 1×,
   * other steps' 0.6× (an EIN answer written for step 5 still helps on step 6).
   */
  search(query: string, step: number | null, limit = 3): KnowledgeHit[] {
    const queryTerms = terms(query);
    if (queryTerms.length === 0) return [];
    const key = queryTerms.join(' ');
    const exactId = this.exact.get(key);
    const weight = (doc: KnowledgeDoc) =>
      doc.step_number === null ? 1 : doc.step_number === step ? 1.5 : 0.6;
    const results: SearchResult[] = this.search_.search(query);
    const hits = results
      .map((r) => {
        const doc = this.docs.get(r.id as string)!;
        return {
          doc,
          score: r.score * weight(doc),
          coverage: coverage(queryTerms, this.termsOf.get(doc.id) ?? []),
          exact: doc.id === exactId,
        };
      })
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
    if (exactId && !hits.some((h) => h.exact)) {
      const doc = this.docs.get(exactId);
      if (doc) hits.unshift({ doc, score: Number.POSITIVE_INFINITY, coverage: 1, exact: true });
    }
    return hits.slice(0, limit);
  }
}
