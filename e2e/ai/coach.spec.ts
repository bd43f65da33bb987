import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/fixtures';

/**
 * Issue 4/5 "Done means": on a fresh install with no AI keys, the demo client asks the built-in
 * coach what to do next and gets their own pending tasks, pulls their credit report into the chat,
 * thumbs-down a reply; staff answer and approve it in the expert queue; the coach then answers the
 * same question from the new knowledge-base entry.
 */

interface Task {
  title: string;
  is_required: boolean;
  is_completed?: boolean;
}

async function pendingRequiredTitles(request: APIRequestContext, step: number): Promise<string[]> {
  const res = await request.get(`/api/default-tasks/${step}`);
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data?: Task[]; default_tasks?: Task[] };
  return (body.data ?? body.default_tasks ?? [])
    .filter((t) => t.is_required && !t.is_completed)
    .map((t) => t.title);
}

/** Types into the coach and waits for the reply to finish streaming. */
async function ask(page: Page, text: string) {
  const input = page.getByLabel('Message your coach');
  await input.fill(text);
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation with your coach' });
  await expect(log.getByText(text, { exact: true }).last()).toBeVisible();
  await expect(log).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  return log;
}

test('the coach answers from live state, shows the credit card, and learns from an expert', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('hideTutorial', 'true'));
  await signIn(page, 'client@fundpath.test');

  // Step 1 in the dashboard chat: the reply names this client's own pending required tasks.
  await page.goto('/dashboard');
  const step1Tasks = await pendingRequiredTitles(page.request, 1);
  expect(step1Tasks.length).toBeGreaterThan(0);
  let log = await ask(page, 'what do I do next?');
  for (const title of step1Tasks) await expect(log.getByText(title, { exact: false }).last()).toBeVisible();

  // Step 2 (not open in the UI yet for a newcomer), through the same chat endpoint the panel uses.
  const me = (await (await page.request.get('/api/auth/current-user')).json()) as { user: { id: string } };
  const step2 = await page.request.post('/api/ai/chat', {
    data: { message: 'what do I do next?', step_number: 2, user_id: me.user.id },
  });
  expect(step2.headers()['content-type']).toContain('text/event-stream');
  const stream = await step2.text();
  for (const title of await pendingRequiredTitles(page.request, 2)) expect(stream).toContain(title);

  // "pull my credit report" with a sandbox report on file shows the inline card.
  const fetched = await page.request.post('/api/client/credit-report/fetch', {
    data: { email: 'late@sandbox.fundpath.test', password: 'sandbox-2026', save_credentials: false },
  });
  expect(fetched.ok()).toBeTruthy();
  log = await ask(page, 'pull my credit report');
  const card = log.getByRole('region', { name: 'Credit report summary' }).last();
  await expect(card).toBeVisible();
  await expect(card.getByText('TransUnion')).toBeVisible();
  await expect(card.getByRole('link', { name: /View full report/ })).toBeVisible();

  // A question the coach can't answer well; the client rates the reply down.
  const question = `Can my spouse's W-2 income count toward the funding application? (${Date.now().toString(36)})`;
  log = await ask(page, question);
  await page.getByRole('button', { name: 'Not helpful' }).last().click();
  await expect(page.getByText('Thanks for your feedback').last()).toBeVisible();

  // Staff, in their own session, answer and approve it in the expert queue.
  const answer = `Yes: household income counts when your spouse co-signs. Reference ${Date.now().toString(36)}.`;
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'admin@fundpath.test');
  await staffPage.goto('/admin/expert-queue');
  await staffPage
    .getByRole('list', { name: 'Questions waiting for an expert' })
    .getByRole('button', { name: new RegExp(question.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(staffPage.getByRole('heading', { name: `“${question}”` })).toBeVisible();
  await staffPage.getByLabel('Expert answer').fill(answer);
  await staffPage.getByRole('button', { name: 'Approve' }).click();
  await expect(staffPage.getByText(/the coach now answers from this entry/)).toBeVisible();
  await staff.close();

  // The client asks again and gets the approved answer.
  log = await ask(page, question);
  await expect(log.getByText(answer, { exact: false })).toBeVisible();
});
