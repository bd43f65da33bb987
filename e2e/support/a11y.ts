import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.1 A/AA rules axe-core runs on every checked screen. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that block a change from landing (the handbook: no serious or critical violation). */
const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's browser bundle, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only violations are read: axe skips collecting every passing node.
  resultTypes: ['violations'],
};

/**
 * Runs axe-core on what the page shows now and fails naming each serious or critical violation
 * with the elements that break it, so the report says what to fix.
 *
 * axe is injected into the document once and run in place (the app draws no iframes), which is
 * about three times faster than a builder that re-injects it and opens a page per check.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  let blocking = await judge(page);
  // A screen that refetches on a timer can start (or end) a dimmed refresh while axe reads it:
  // what fails is judged once more at rest, so only a fault that stays counts.
  if (blocking.length > 0) blocking = await judge(page);
  // Soft: a walk over many screens reports every screen that fails, not only the first.
  expect.soft(blocking, `accessibility of ${label}:\n${blocking.join('\n')}`).toEqual([]);
}

/** Waits for the page to be at rest, runs axe and returns the blocking violations, described. */
async function judge(page: Page): Promise<string[]> {
  // Colours are judged at rest: wait for entrance transitions (fades, pops), not endless spinners.
  // Content that arrives while an earlier fade runs starts its own fade, so wait until a frame
  // passes with no finite animation left (bounded: a page that never settles is judged anyway).
  // A region that is refetching (aria-busy, drawn dimmed) is judged once its data is in.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 10; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) {
        await frame();
        await frame();
        const late = document
          .getAnimations()
          .some(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        if (!late) return;
        continue;
      }
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    RUN_OPTIONS,
  );
  return violations
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
}
