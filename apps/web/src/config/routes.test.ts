import { describe, expect, it } from 'vitest';
import { appRoutes, findSuffixRoute, guardKinds } from '@/config/routes';

const specAdminScreens =
  `dashboard, step-manager, step-builder, coaching-scripts, coaching-steps, task-defaults, task-templates, sync, subscription-settings, unanswered-questions, conversation-review, expert-queue, users, project-docs, impersonation-logs, permissions, permissions/matrix, permissions/overrides, permissions/learning-approvals, permissions/audit-logs, compliance, banks, qualification-messages, ml-feedback, learning, learning-pipeline, monitoring, quality-control, analytics, config, file-upload, chunked-upload, credit-report, employees, brand, landing-page-editor, login-page-editor, travel/packages, travel/bookings, notifications, journey/dashboard, ai-dashboard, application-fields, application-view/:userId, ecommerce-settings, product-import, ecommerce-dashboard, booking-management, contracts, specialists, manila/services, manila/default-hours, ecommerce/products, ecommerce/orders, ecommerce/customers, ecommerce/stores, manila/members, manila/chats, credit-repair-submissions`
    .split(',')
    .map((s) => `/admin/${s.trim()}`);

const byPath = (path: string) => appRoutes.find((r) => r.path === path);

describe('route table', () => {
  it('has one entry per path, each with a title', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of appRoutes) expect(route.title.trim()).not.toBe('');
  });

  it('uses every guard kind', () => {
    expect(new Set(appRoutes.map((r) => r.guard))).toEqual(new Set(guardKinds));
  });

  it('lists every admin screen of the spec, staff-guarded', () => {
    for (const path of specAdminScreens) expect(byPath(path)?.guard, path).toBe('staff');
    expect(specAdminScreens).toHaveLength(59);
  });

  it.each([
    ['/crms-showcase', 'admin'],
    ['/crms-showcase/forms', 'admin'],
    ['/crms-showcase/tables', 'admin'],
    ['/crms-showcase/ui', 'admin'],
    ['/automations', 'admin'],
    ['/dashboard', 'client'],
    ['/client-center', 'client'],
    ['/client/application', 'client'],
    ['/proactive-ai', 'authenticated'],
    ['/documents', 'authenticated'],
    ['/tasks', 'staff'],
    ['/settings/notifications', 'staff'],
    ['/calendar', 'staff-and-client'],
    ['/settings/ai-preferences', 'staff-and-client'],
    ['/specialist/login', 'public'],
    ['/specialist/contract', 'public'],
    ['/specialist/appointments', 'specialist'],
    ['/manila/pricing', 'public'],
    ['/manila/help', 'public'],
    ['/manila/members', 'manila'],
    ['/store/:store_id/track-order/:order_id?', 'storefront'],
    ['/travel/booking/:booking_number', 'travel'],
    ['/client/dashboard', 'public'],
    ['/ref/:code', 'public'],
  ] as const)('%s is guarded as %s', (path, guard) => {
    expect(byPath(path)?.guard).toBe(guard);
  });

  it('redirects /specialist to /specialist/discover', () => {
    expect(byPath('/specialist')?.redirectTo).toBe('/specialist/discover');
  });

  it('matches the funding report by its segment suffix only', () => {
    expect(findSuffixRoute('/fundpath-funding-report')?.title).toBe('Funding Report');
    expect(findSuffixRoute('/acme-co-funding-report/')?.title).toBe('Funding Report');
    expect(findSuffixRoute('/-funding-report')).toBeUndefined();
    expect(findSuffixRoute('/a/b-funding-report')).toBeUndefined();
    expect(findSuffixRoute('/funding-report-x')).toBeUndefined();
  });
});
