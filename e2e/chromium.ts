/**
 * How every tool here starts Chromium: Debian's build (never a downloaded browser), headless
 * and quiet. Shared by the Playwright config and tools/screenshots.ts.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
