#!/usr/bin/env node
/**
 * Issue 1: in Chromium with 4× CPU throttling, the time until the landing's main heading shows,
 * as a ratio to a static page with the same heading served by the same server in the same run.
 * Also the JavaScript the landing transfers (target: ≤ 150 KB compressed).
 *
 * The server is the real one (apps/server/src/server.ts) over a copy of the web build that also
 * holds `bench-baseline.html`, served as any top-level public file: no switch in the app. Each run
 * gets a fresh browser context (empty cache), runs alternate between the two pages, and the time is
 * taken in the page: `performance.now()` (from navigation start) at the first frame after the
 * heading is in the DOM with a size.
 *
 * Env: BENCH_LANDING_RUNS (7), CHROMIUM_PATH (/usr/bin/chromium), BENCH_CPU_THROTTLE (4),
 * BENCH_LANDING_VARIANT (the landing a plain host gets: ecommerce; or default, travel, manila).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { fmt, startProcess, stopProcess } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 7);
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const JS_TARGET_BYTES = 150 * 1024;
const { chromiumLaunchOptions } = await tsImport('../../e2e/chromium.ts', import.meta.url);

/** The main heading of the landing `variant` (the domain's service type), read from its source. */
function landingHeading(variant) {
  const source = readFileSync(
    path.join(root, `apps/web/src/features/landing/components/${variant}-landing.tsx`),
    'utf8',
  );
  const match = source.match(/<h1\b[^>]*>\s*([^<{]+?)\s*<\/h1>/);
  if (!match) throw new Error(`cannot find the <h1> of ${variant}-landing.tsx`);
  return match[1].replace(/\s+/g, ' ');
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Runs in the page before any of its scripts: records when the heading first shows. */
function watchHeading(heading) {
  const shown = () => {
    for (const h of document.getElementsByTagName('h1')) {
      if (h.textContent.replace(/\s+/g, ' ').trim() === heading && h.getBoundingClientRect().height > 0)
        return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__headingShownAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function measure(browser, url, heading, withBytes) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.addInitScript(watchHeading, heading);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__headingShownAt !== undefined, null, { timeout: 60_000 });
    const wall = Date.now() - started;
    await page.locator('h1', { hasText: heading }).first().waitFor({ state: 'visible' });
    const shownAt = await page.evaluate(() => window.__headingShownAt);
    let scripts = null;
    if (withBytes) {
      await page.waitForLoadState('networkidle');
      scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({
            path: new URL(e.name).pathname,
            transfer: e.transferSize,
            encoded: e.encodedBodySize,
            decoded: e.decodedBodySize,
          })),
      );
    }
    return { shownAt, wall, scripts };
  } finally {
    await context.close();
  }
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('apps/web/dist is missing: building the web app first');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fundpath/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'fundpath-bench-landing-'));
const webDist = path.join(work, 'dist');
const dataDir = path.join(work, 'data');
mkdirSync(dataDir);
cpSync(dist, webDist, { recursive: true, filter: (src) => !src.endsWith('.map') });
// Which landing a plain host gets is the server's call (DOMAIN_MAP, else the default platform);
// BENCH_LANDING_VARIANT maps 127.0.0.1 to another one.
const variant = process.env.BENCH_LANDING_VARIANT ?? 'ecommerce';
const heading = landingHeading(variant);
// The baseline: the same heading, as a static page, from the same server (a top-level public file).
writeFileSync(
  path.join(webDist, 'bench-baseline.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>FundPath</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:4rem 2rem"><h1 style="font-size:3.75rem;font-weight:600;max-width:48rem">${escapeHtml(heading)}</h1></body></html>`,
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server;
let browser;
try {
  server = await startProcess(
    ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(process.env.BENCH_LANDING_VARIANT ? { DOMAIN_MAP: `127.0.0.1=${variant}` } : {}),
      WEB_DIST: webDist,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    },
    `${base}/api/health`,
    120_000,
  );
  const context = await (await fetch(`${base}/api/domain-context`)).json();
  if (context.service_type !== variant)
    throw new Error(`the server shows the ${context.service_type} landing, the bench expected ${variant}`);
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  console.log(
    `Chromium ${browser.version()}, CPU throttled ${THROTTLE}×, cache disabled, ${RUNS} runs each (alternating); ${variant} landing, heading "${heading}"`,
  );

  const pages = { landing: `${base}/`, baseline: `${base}/bench-baseline.html` };
  // One unmeasured run each: the server reads files into memory and JIT-compiles on first use.
  await measure(browser, pages.landing, heading, false);
  await measure(browser, pages.baseline, heading, false);
  const times = { landing: [], baseline: [], landingWall: [], baselineWall: [] };
  let scripts = [];
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? ['landing', 'baseline'] : ['baseline', 'landing'];
    for (const name of order) {
      const r = await measure(browser, pages[name], heading, name === 'landing' && i === RUNS - 1);
      times[name].push(r.shownAt);
      times[`${name}Wall`].push(r.wall);
      if (r.scripts) scripts = r.scripts;
    }
  }

  const landing = median(times.landing);
  const baseline = median(times.baseline);
  const sum = (key) => scripts.reduce((n, s) => n + s[key], 0);
  // What brotli (the best the server offers) makes of the same files, from the build's .br siblings.
  const brotliBytes = scripts.reduce((n, s) => {
    const file = path.join(webDist, s.path);
    return n + (existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : s.decoded);
  }, 0);
  console.log(
    `landing  /                    median ${fmt(landing).padStart(6)} ms  (runs: ${times.landing.map((t) => fmt(t)).join(', ')}; wall from goto ${fmt(median(times.landingWall))} ms)`,
  );
  console.log(
    `baseline /bench-baseline.html median ${fmt(baseline).padStart(6)} ms  (runs: ${times.baseline.map((t) => fmt(t)).join(', ')}; wall from goto ${fmt(median(times.baselineWall))} ms)`,
  );
  console.log(
    `landing JS: ${scripts.length} files, ${fmt(sum('encoded') / 1024, 1)} KB as transferred (${fmt(sum('transfer') / 1024, 1)} KB with headers), ${fmt(brotliBytes / 1024, 1)} KB as brotli, ${fmt(sum('decoded') / 1024, 1)} KB uncompressed`,
  );
  for (const s of scripts.sort((a, b) => b.decoded - a.decoded).slice(0, 8)) {
    console.log(
      `  ${s.path.padEnd(48)} ${fmt(s.encoded / 1024, 1).padStart(7)} KB sent  ${fmt(s.decoded / 1024, 1).padStart(7)} KB`,
    );
  }
  const jsBytes = Math.min(sum('encoded'), brotliBytes);
  console.log(
    `landing: heading shown at ×${(landing / baseline).toFixed(2)} of the static page (${fmt(landing)} vs ${fmt(baseline)} ms); JS ${fmt(jsBytes / 1024, 1)} KB compressed (target ≤ ${JS_TARGET_BYTES / 1024} KB) ${jsBytes <= JS_TARGET_BYTES ? 'PASS' : 'MISS'}`,
  );
} finally {
  await browser?.close();
  await stopProcess(server);
  rmSync(work, { recursive: true, force: true });
}
