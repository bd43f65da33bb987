/**
 * Screenshots of key screens at desktop and phone widths, for looking at what we ship:
 *   node --import tsx e2e/tools/screenshots.ts http://127.0.0.1:3000 ./screenshots [path ...]
 * Signs in as the demo accounts where a path needs it (prefix a path with `client:` or `admin:`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/login', 'client:/client-center', 'admin:/admin/dashboard'];
const widths: Array<[string, { width: number; height: number }]> = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const target of targets) {
  const [who, route] = target.includes(':/') ? target.split(/:(?=\/)/) : [null, target];
  for (const [label, viewport] of widths) {
    const context = await browser.newContext({ viewport, baseURL: base });
    const page = await context.newPage();
    if (who) {
      const res = await page.request.post('/api/auth/login', {
        data: { email: `${who}@fundpath.test`, password: 'fundpath-demo-2026' },
      });
      if (!res.ok()) throw new Error(`login as ${who} failed: ${res.status()}`);
    }
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const file = path.join(
      outDir,
      `${(who ? `${who}-` : '') + (route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home')}-${label}.png`,
    );
    await page.screenshot({ path: file });
    console.log(file);
    await context.close();
  }
}
await browser.close();
