import type { ReactNode } from 'react';
import { parseSections, publishedPageParser } from '../api/parse-sections';
import { PageSections } from './page-sections';

/**
 * A published landing response (`GET /api/brand/page`) as it arrived: checked here against the
 * contract (hand-written parsers, no zod), rendered as sections, `fallback` if the check fails.
 * Its own chunk, loaded only when something is published (one of `/`'s variants in app/budgets.ts).
 */
export default function PublishedSections({ page, fallback }: { page: unknown; fallback: ReactNode }) {
  const envelope = publishedPageParser.safeParse(page);
  const sections = envelope.success ? parseSections(envelope.data.sections) : null;
  return sections ? <PageSections sections={sections} /> : fallback;
}
