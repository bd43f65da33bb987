import type { PageSection } from '@fundpath/contracts/pages';
import { lazy, Suspense } from 'react';

const SectionsChunk = lazy(() => import('./page-sections').then((m) => ({ default: m.PageSections })));

/**
 * The public sections for the admin editor's preview (unchecked: a draft may be half typed),
 * loaded on first use. `preview` demotes the hero's h1: the editor has its own.
 */
export function PageSectionsLazy({
  sections,
  preview,
}: {
  sections: readonly PageSection[];
  preview?: boolean;
}) {
  return (
    <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
      <SectionsChunk sections={sections} preview={preview} />
    </Suspense>
  );
}
