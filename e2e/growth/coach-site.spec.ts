import { deflateSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signIn, signInWithForm } from '../support/fixtures';

/**
 * Issue 17 "Done means", the coach's website: the demo client (Jordan Client, a coach) opens
 * "Website" from the bottom bar, sets the search title and sharing image, edits the home page's
 * hero in the block editor with its live preview, adds a contact form and publishes; a signed-out
 * visitor sees the page at its public URL (and the server's HTML, without JavaScript, carries the
 * text, title, description and Open Graph tags), writes through the contact form, and the message
 * is a lead on Jordan's /coach/leads and on staff's /lead-pipeline ("From Jordan Client's
 * website", ADR 020). Then a saved draft stays private until it is published, and restoring a
 * version puts it back into the draft while visitors keep the live one until the next publish.
 * The steps share what the first made: serial.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const HEADLINE = `Funding plans that fit, by Jordan ${stamp}`;
const SECOND_HEADLINE = `Spring funding sessions ${stamp}`;
const SEO_TITLE = `Jordan Client Coaching ${stamp}`;
const SEO_DESCRIPTION = `Credit and funding coaching for small-business owners (${stamp}).`;
const CONTACT_HEADING = `Write to Jordan ${stamp}`;
const visitor = {
  name: `Sam Visitor ${stamp}`,
  email: `sam.visitor.${stamp}@example.com`,
  message: `I run a food truck and need equipment financing. Can we talk? (${stamp})`,
};
/** The contact form's spam check drops what is sent faster than a person types (3 s). */
const HUMAN_FILL_MS = 3_500;
/** The contact form's answer (spec text, `SITE_CONTACT_THANKS`). */
const THANKS = 'Thanks! Your message was sent. You will hear back soon.';
const made = { publicPath: '', publishedVersion: 0 };

let coachContext: BrowserContext;
let visitorContext: BrowserContext;
let coach: Page;
let visitorPage: Page;
test.beforeAll(async ({ browser }) => {
  coachContext = await browser.newContext();
  coach = await coachContext.newPage();
  // Signed out, in a browser of its own: no cookie of the coach.
  visitorContext = await browser.newContext();
  visitorPage = await visitorContext.newPage();
});
test.afterAll(async () => {
  await coachContext.close();
  await visitorContext.close();
});

/** A 1200×630 PNG (the Open Graph size) in two colours, made here: a real file to upload. */
function sharingImagePng(): Buffer {
  const width = 1200;
  const height = 630;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = x < width / 2 ? [79, 70, 229] : [16, 185, 129];
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bottom bar's "Website" entry is the current one (it is active on every /coach/* screen). */
async function expectWebsiteTabActive(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'Client navigation' }).getByRole('link', { name: 'Website' }),
  ).toHaveAttribute('aria-current', 'page');
}

/** The home page's block editor, opened from the Pages tab as the coach would. */
async function openHomeEditor(page: Page) {
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Setup' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Home' }).click();
  await expect(page).toHaveURL(/\/coach\/pages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit page: Home' })).toBeVisible();
  await expectWebsiteTabActive(page);
}

/** What a crawler or a link preview gets for the public URL: the server's HTML, no JavaScript. */
async function serverHtml(page: Page): Promise<string> {
  const res = await page.request.get(made.publicPath);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  return res.text();
}

test('Jordan opens "Website" from the bottom bar and finds the site and its address', async () => {
  const page = coach;
  await signInWithForm(page, 'client@fundpath.test');
  await expect(page).toHaveURL(/\/client-center$/);
  await page
    .getByRole('navigation', { name: 'Client navigation' })
    .getByRole('link', { name: 'Website' })
    .click();
  await expect(page).toHaveURL(/\/coach\/setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Website Setup' })).toBeVisible();
  await expectWebsiteTabActive(page);

  // A coach without a site picks a design and an address first (the demo coach has one).
  const onboarding = page.getByRole('heading', { name: 'Make your website' });
  const status = page.getByRole('heading', { name: 'Status' });
  await expect(onboarding.or(status)).toBeVisible();
  if (await onboarding.isVisible()) {
    await expectAccessible(page, '/coach/setup (make your website)');
    await page.getByRole('group', { name: 'Design' }).getByRole('radio').first().check();
    await page.getByLabel('Website address').fill(`jordan-${stamp}`);
    await page.getByRole('button', { name: 'Create my website' }).click();
    await expect(page.getByText('Your website is ready to edit')).toBeVisible();
  }
  await expect(status).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible();

  // The address the screen shows is where visitors find the site.
  const address = page.getByRole('link', { name: /\/site\/[a-z0-9-]+$/ });
  made.publicPath = (await address.getAttribute('href')) ?? '';
  expect(made.publicPath).toMatch(/^\/site\/[a-z0-9-]+$/);
  await expect(address).toHaveText(new URL(made.publicPath, page.url()).href);
  await expectAccessible(page, '/coach/setup');
});

test('Jordan sets the search title, description and a sharing image in the settings', async () => {
  const page = coach;
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeVisible();
  await expectWebsiteTabActive(page);
  // The design is chosen (one of the landing designs).
  await expect(page.getByRole('group', { name: 'Design' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  );

  await page.getByLabel('SEO title').fill(SEO_TITLE);
  await page.getByLabel('SEO description').fill(SEO_DESCRIPTION);
  const sharing = page.getByRole('group', { name: 'Sharing image (Open Graph)' });
  await sharing.getByLabel('Upload an image').setInputFiles({
    name: 'jordan-sharing.png',
    mimeType: 'image/png',
    buffer: sharingImagePng(),
  });
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await expect(sharing.locator('img')).toHaveAttribute('src', /^\/api\/sites\/images\/[0-9a-f-]+\.webp$/);
  await expectAccessible(page, '/coach/settings');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Settings saved. Publish to show the new design, title and image.'),
  ).toBeVisible();
});

test('Jordan edits the home hero with the live preview, adds a contact form and publishes', async () => {
  const page = coach;
  await openHomeEditor(page);

  const hero = page.getByRole('region', { name: /^Hero section \d+$/ }).first();
  await hero.getByLabel('Headline').fill(HEADLINE);
  // The preview beside the fields shows the page as visitors will see it, as it is typed.
  await expect(page.getByRole('heading', { name: HEADLINE })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // A contact form on the home page (added when the page has none yet).
  const contacts = page.getByRole('region', { name: /^Contact form section \d+$/ });
  if ((await contacts.count()) === 0) {
    await page.getByLabel('Section type').selectOption({ label: 'Contact form' });
    await page.getByRole('button', { name: 'Add section' }).click();
  }
  const contact = contacts.last();
  await expect(contact).toBeVisible();
  await contact.getByLabel('Heading').fill(CONTACT_HEADING);
  await expect(page.getByRole('form', { name: CONTACT_HEADING })).toBeVisible();
  await expectAccessible(page, '/coach/pages/:pageId (editing)');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const badge = page.getByText(/^Published · version \d+$/);
  await expect(badge).toBeVisible();
  made.publishedVersion = Number((await badge.textContent())?.match(/\d+$/)?.[0]);
  expect(made.publishedVersion).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: `Restore version ${made.publishedVersion}` })).toBeVisible();
});

test('a signed-out visitor sees the published page; the server-rendered HTML carries text and tags', async () => {
  const page = visitorPage;
  await page.goto(made.publicPath);
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByRole('heading', { name: CONTACT_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(SEO_TITLE);
  await expectAccessible(page, '/site/:slug');

  // Without JavaScript (a crawler, a link preview): the content and the tags are in the HTML.
  const html = await serverHtml(page);
  expect(html).toContain(`<title>${SEO_TITLE}</title>`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<meta name="description" content="${SEO_DESCRIPTION}" />`);
  expect(html).toContain(`<meta property="og:title" content="${SEO_TITLE}" />`);
  expect(html).toContain(`<h1>${HEADLINE}</h1>`);
  expect(html).toContain(`<h2>${CONTACT_HEADING}</h2>`);
  const ogImage = html.match(/<meta property="og:image" content="([^"]+)" \/>/)?.[1] ?? '';
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/api\/sites\/images\/[0-9a-f-]+\.webp$/);
  // The preview image is there for anyone who fetches it.
  const image = await page.request.get(new URL(ogImage).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test("the visitor writes through the site's contact form and is thanked", async () => {
  const page = visitorPage;
  const form = page.getByRole('form', { name: CONTACT_HEADING });
  await expect(form).toBeVisible();
  const shownAt = Date.now();
  await form.getByLabel('Your name').fill(visitor.name);
  await form.getByLabel('E-mail').fill(visitor.email);
  await form.getByLabel('Message').fill(visitor.message);
  await expectAccessible(page, '/site/:slug (contact form filled)');
  // A person takes a few seconds to write; the form's time-to-submit check expects that.
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_MS - (Date.now() - shownAt)));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeFocused();
  await expectAccessible(page, '/site/:slug (message sent)');
});

test('Jordan sees the message as a new lead on /coach/leads', async () => {
  const page = coach;
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Leads' })).toBeVisible();
  await expectWebsiteTabActive(page);
  const row = page
    .getByRole('table', { name: 'Website leads' })
    .getByRole('row')
    .filter({ hasText: visitor.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: visitor.email })).toHaveAttribute(
    'href',
    `mailto:${visitor.email}`,
  );
  await expect(row).toContainText(visitor.message);
  await expect(row).toContainText('Coach website');
  await expect(row).toContainText('New');
  await expectAccessible(page, '/coach/leads');
});

test("staff see the lead on /lead-pipeline, from Jordan Client's website", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'funding@fundpath.test');
  await page.goto('/lead-pipeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Pipeline' })).toBeVisible();
  await page.getByLabel('Search leads').fill(visitor.email);
  const card = page
    .getByRole('list', { name: 'New leads' })
    .getByRole('button', { name: new RegExp(visitor.name) });
  await expect(card).toBeVisible();
  await card.click();
  const drawer = page.getByRole('dialog', { name: visitor.name });
  await expect(drawer.getByText("From Jordan Client's website")).toBeVisible();
  await expect(drawer.getByLabel('Source')).toHaveValue('website');
  await expectAccessible(page, '/lead-pipeline (website lead)');
  await context.close();
});

test('a saved draft stays private until published; a restored version waits for the next publish', async () => {
  test.setTimeout(60_000);
  const page = coach;
  const visitorSees = async (headline: string, hidden: string) => {
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(visitorPage.getByText(hidden)).toHaveCount(0);
    const html = await serverHtml(visitorPage);
    expect(html).toContain(`<h1>${headline}</h1>`);
    expect(html).not.toContain(hidden);
  };

  await openHomeEditor(page);
  const headline = page
    .getByRole('region', { name: /^Hero section \d+$/ })
    .first()
    .getByLabel('Headline');
  await expect(headline).toHaveValue(HEADLINE);
  await headline.fill(SECOND_HEADLINE);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.getByText('Draft not published yet')).toBeVisible();
  await visitorSees(HEADLINE, SECOND_HEADLINE);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Published · version ${made.publishedVersion + 1}`)).toBeVisible();
  await visitorSees(SECOND_HEADLINE, HEADLINE);

  // Back to the version published first: into the draft, not yet to visitors.
  await page.getByRole('button', { name: `Restore version ${made.publishedVersion}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Restore version ${made.publishedVersion} into the draft?`,
  });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, '/coach/pages/:pageId (restore a version)');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Version ${made.publishedVersion} is in the draft`)).toBeVisible();
  await expect(headline).toHaveValue(HEADLINE);
  await expect(page.getByText('Draft not published yet')).toBeVisible();
  await visitorSees(SECOND_HEADLINE, HEADLINE);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Published · version ${made.publishedVersion + 2}`)).toBeVisible();
  await visitorSees(HEADLINE, SECOND_HEADLINE);
});
