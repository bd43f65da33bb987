import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules axe-core runs on every checked screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that block a change from landing (the handbook: no serious or critical violation). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on what the page shows now and fails naming each serious or critical violation
 * with the elements that break it, so the report says what to fix.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours are judged at rest: wait for entrance transitions (fades, pops), not endless spinners.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
        )
        .join('\n');
      return `  ${v.impact} ${v.id} (${v.help}), ${v.nodes.length} element(s):\n${targets}`;
    });
  // Soft: a walk over many screens reports every screen that fails, not only the first.
  expect.soft(blocking, `accessibility of ${label}:\n${blocking.join('\n')}`).toEqual([]);
}
