import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@fundpath/contracts/roles';
import { describe, expect, it } from 'vitest';
import { appRoutes, findRouteByPath, findRouteFor, findSuffixRoute } from '@/app/routes';
import { adminNavGroups } from '@/app/routes/admin/nav';
import { paths } from '@/config/paths';
import { type AppRoute, guardKinds } from '@/config/routes';
import { href } from '@/lib/href';
import { decideGuard, loginRedirectTarget } from '@/lib/route-guards';
import { allowedRole, samplePath } from '@/testing/routes';

const routes: readonly AppRoute[] = appRoutes;

const specAdminScreens =
  `dashboard, step-manager, step-builder, coaching-scripts, coaching-steps, task-defaults, task-templates, sync, subscription-settings, unanswered-questions, conversation-review, expert-queue, users, project-docs, impersonation-logs, permissions, permissions/matrix, permissions/overrides, permissions/learning-approvals, permissions/audit-logs, compliance, banks, qualification-messages, ml-feedback, learning, learning-pipeline, monitoring, quality-control, analytics, config, file-upload, chunked-upload, credit-report, employees, brand, landing-page-editor, login-page-editor, travel/packages, travel/bookings, notifications, journey/dashboard, ai-dashboard, application-fields, application-view/:userId, ecommerce-settings, product-import, ecommerce-dashboard, booking-management, contracts, specialists, manila/services, manila/default-hours, ecommerce/products, ecommerce/orders, ecommerce/customers, ecommerce/stores, manila/members, manila/chats, credit-repair-submissions`
    .split(',')
    .map((s) => `/admin/${s.trim()}`);

const byPath = (path: string) => findRouteByPath(path);

describe('route tables', () => {
  it('have one entry per path, each with a title and a layout', () => {
    const all = routes.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
    for (const route of routes) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.layout, route.path).toBeTruthy();
    }
  });

  it('use every guard kind', () => {
    expect(new Set(routes.map((r) => r.guard))).toEqual(new Set(guardKinds));
  });

  it('list every admin screen of the spec, staff-guarded', () => {
    for (const path of specAdminScreens) expect(byPath(path)?.guard, path).toBe('staff');
    expect(specAdminScreens).toHaveLength(59);
  });

  it.each([
    ['/crms-showcase', 'admin'],
    ['/crms-showcase/forms', 'admin'],
    ['/crms-showcase/tables', 'admin'],
    ['/crms-showcase/ui', 'admin'],
    ['/ui', 'admin'],
    ['/tables', 'admin'],
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
    ['/store/:store_id', 'storefront'],
    ['/store/:store_id/track-order/:order_id?', 'storefront'],
    ['/travel/booking/:booking_number', 'travel'],
    ['/book/:linkCode', 'public'],
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

  it('finds the entry of a concrete path, static segments before parameters', () => {
    expect(findRouteFor('/admin/application-view/u1')?.path).toBe('/admin/application-view/:userId');
    expect(findRouteFor('/manila/specialist/services')?.path).toBe('/manila/specialist/services');
    expect(findRouteFor('/manila/specialist/9')?.path).toBe('/manila/specialist/:id');
    expect(findRouteFor('/store/5/track-order')?.path).toBe('/store/:store_id/track-order/:order_id?');
    expect(findRouteFor('/no/such/page')).toBeUndefined();
  });
});

describe('guards derived from the tables', () => {
  it.each(routes.filter((r) => !r.redirectTo).map((r) => [r.path, r] as const))(
    '%s admits the role its guard names and sends refused visitors to /login',
    (_path, route) => {
      const location = { pathname: samplePath(route) };
      const role = allowedRole(route);
      expect(decideGuard(route.guard, location, role ? { role } : null)).toEqual({ type: 'allow' });
      if (role) {
        expect(decideGuard(route.guard, location, null)).toEqual({
          type: 'redirect',
          to: `/login?next=${encodeURIComponent(location.pathname)}`,
        });
      }
    },
  );
});

describe('loginRedirectTarget over the tables', () => {
  const routeFor = findRouteFor;

  it('honours a next the user may open, query included', () => {
    expect(loginRedirectTarget({ role: 'client' }, '/client/support?ticket=3', { routeFor })).toBe(
      '/client/support?ticket=3',
    );
    expect(loginRedirectTarget({ role: 'client' }, '/fundpath-funding-report', { routeFor })).toBe(
      '/fundpath-funding-report',
    );
  });

  it('falls back to the role home for forbidden, unknown, login or foreign targets', () => {
    expect(loginRedirectTarget({ role: 'client' }, '/admin/users', { routeFor })).toBe('/client-center');
    expect(loginRedirectTarget({ role: 'admin' }, '/no/such/page', { routeFor })).toBe('/admin/dashboard');
    expect(loginRedirectTarget({ role: 'admin' }, '/login', { routeFor })).toBe('/admin/dashboard');
    expect(loginRedirectTarget({ role: 'member' }, '//evil.example/x', { routeFor })).toBe('/manila/members');
    expect(loginRedirectTarget({ role: 'member' }, 'https://evil.example', { routeFor })).toBe(
      '/manila/members',
    );
  });

  it('judges an impersonating admin by the client they act as', () => {
    expect(
      loginRedirectTarget({ role: 'client' }, '/admin/users', { routeFor, realUser: { role: 'admin' } }),
    ).toBe('/client-center');
  });
});

describe('href and paths', () => {
  it('fills parameters, encoded, and drops absent optional ones', () => {
    expect(href('/admin/application-view/:userId', { userId: 'a b' })).toBe('/admin/application-view/a%20b');
    expect(href('/store/:store_id/track-order/:order_id?', { store_id: 5 })).toBe('/store/5/track-order');
    expect(href('/store/:store_id/track-order/:order_id?', { store_id: 5, order_id: 'x' })).toBe(
      '/store/5/track-order/x',
    );
    expect(href('/{product}-funding-report', { product: 'fundpath' })).toBe('/fundpath-funding-report');
    expect(href('/')).toBe('/');
  });

  it('builds only URLs some table entry matches', () => {
    const built = [
      paths.home,
      paths.login,
      paths.forgotPassword,
      paths.resetPassword,
      paths.register,
      paths.ref('ABC123'),
      ...Object.values(paths.admin).map((p) => (typeof p === 'function' ? p('u1') : p)),
      ...Object.values(paths.client),
      paths.calendar,
      paths.fundingReport('fundpath'),
      ...Object.values(paths.specialist),
      ...Object.values(paths.manila),
      ...Object.values(paths.customer),
      paths.store(3),
      paths.travel('AFF1'),
    ];
    for (const url of built) expect(findRouteFor(url), url).toBeDefined();
  });

  it('gives every admin navigation item the title of its table entry', () => {
    for (const item of adminNavGroups.flatMap((g) => g.items)) {
      expect(item.title, item.path).toBe(byPath(item.path)?.title);
      expect(item.adminOnly, item.path).toBe(byPath(item.path)?.guard === 'admin');
    }
  });
});

describe('the accessibility walk (e2e/a11y/screens.json)', () => {
  const file = path.resolve(import.meta.dirname, '../../../../../e2e/a11y/screens.json');
  const walk = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[] | string>;
  const visits = Object.entries(walk).flatMap(([account, list]) =>
    account.startsWith('$') || !Array.isArray(list) ? [] : list.map((url) => ({ account, url })),
  );

  it('visits every built screen', () => {
    const visited = new Set(visits.map((v) => findRouteFor(v.url)?.path));
    const missing = routes.filter((r) => r.lazy && !r.redirectTo && !visited.has(r.path)).map((r) => r.path);
    expect(missing, 'add these screens to e2e/a11y/screens.json').toEqual([]);
  });

  it('visits each as an account its guard admits', () => {
    const roleOf: Record<string, Role | null> = {
      anonymous: null,
      'client@fundpath.test': 'client',
      'admin@fundpath.test': 'admin',
      'funding@fundpath.test': 'funding_team',
      'member@fundpath.test': 'member',
      'specialist@fundpath.test': 'specialist',
      'customer@fundpath.test': 'customer',
      'affiliate@fundpath.test': 'affiliate',
    };
    for (const { account, url } of visits) {
      const route = findRouteFor(url);
      expect(route?.lazy, `${url} is a built screen`).toBeTruthy();
      expect(account in roleOf, `${account} is a demo account of the walk`).toBe(true);
      const role = roleOf[account] ?? null;
      if (route && role) {
        expect(decideGuard(route.guard, { pathname: url }, { role }), `${account} may open ${url}`).toEqual({
          type: 'allow',
        });
      }
    }
  });
});
