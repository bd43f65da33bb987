import { describe, expect, it } from 'vitest';
import { bottomNavItems, isBottomNavItemActive } from '@/components/layouts/bottom-nav-items';

const items = bottomNavItems('fundpath');
const active = (pathname: string) =>
  items.filter((i) => isBottomNavItemActive(i, pathname)).map((i) => i.label);

describe('bottom navigation', () => {
  it('has the spec entries in order', () => {
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['Dashboard', '/client-center'],
      ['Steps', '/dashboard'],
      ['My Application', '/client/application'],
      ['Funding Report', '/fundpath-funding-report'],
      ['Website', '/coach/setup'],
      ['Ecommerce', '/my-store'],
      ['Travel', '/my-travel-site'],
      ['Commissions', '/commissions'],
      ['Marketing', '/marketing'],
      ['Calendar', '/calendar'],
    ]);
  });

  it.each([
    ['/client-center', ['Dashboard']],
    ['/client-center/', ['Dashboard']],
    ['/dashboard', ['Steps']],
    ['/client/application', ['My Application']],
    ['/fundpath-funding-report', ['Funding Report']],
    ['/acme-funding-report', ['Funding Report']],
    ['/coach/setup', ['Website']],
    ['/coach/theme', ['Website']],
    ['/my-store', ['Ecommerce']],
    ['/ecommerce/client', ['Ecommerce']],
    ['/ecommerce/client/orders/9', ['Ecommerce']],
    ['/client/products', ['Ecommerce']],
    ['/client/products/12', ['Ecommerce']],
    ['/client/orders', ['Ecommerce']],
    ['/my-travel-site', ['Travel']],
    ['/commission-dashboard', ['Travel']],
    ['/commission-dashboard/payouts', ['Travel']],
    ['/commissions', ['Commissions']],
    ['/marketing', ['Marketing']],
    ['/calendar', ['Calendar']],
  ])('%s activates %j', (pathname, labels) => {
    expect(active(pathname)).toEqual(labels);
  });

  it('gives a travel affiliate only the earner pages, Travel still active on the dashboard', () => {
    const mine = bottomNavItems('fundpath', 'affiliate');
    expect(mine.map((i) => [i.label, i.href])).toEqual([
      ['Travel', '/my-travel-site'],
      ['Commissions', '/commissions'],
    ]);
    expect(mine.filter((i) => isBottomNavItemActive(i, '/commission-dashboard')).map((i) => i.label)).toEqual(
      ['Travel'],
    );
    expect(bottomNavItems('fundpath', 'client')).toHaveLength(10);
  });

  it.each([
    '/',
    '/coach',
    '/dashboard/x',
    '/client/profile',
    '/calendar/2026',
    '/client-center-old',
    '/ecommerce',
    '/a/b-funding-report',
  ])('%s activates nothing', (pathname) => {
    expect(active(pathname)).toEqual([]);
  });
});
