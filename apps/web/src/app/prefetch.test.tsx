import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLinkPrefetch } from '@/app/prefetch';
import { prefetchPath } from '@/app/router';
import { findRouteByPath } from '@/app/routes';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function setup() {
  const prefetch = vi.fn();
  uninstall = installLinkPrefetch(document, prefetch);
  render(
    <nav>
      <a href="/admin/users?tab=2">
        <span>Users</span>
      </a>
      <a href="https://elsewhere.example/admin/users">Elsewhere</a>
      <a href="#main">Skip</a>
      <button type="button">Not a link</button>
    </nav>,
  );
  return prefetch;
}

describe('installLinkPrefetch', () => {
  it('prefetches the page a link leads to on hover, once per path', () => {
    const prefetch = setup();
    fireEvent.pointerOver(screen.getByText('Users'));
    fireEvent.pointerOver(screen.getByText('Users'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/admin/users');
  });

  it('prefetches on keyboard focus too', () => {
    const prefetch = setup();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Users' }));
    expect(prefetch).toHaveBeenCalledWith('/admin/users');
  });

  it('ignores other sites, in-page anchors and non-links', () => {
    const prefetch = setup();
    fireEvent.pointerOver(screen.getByText('Elsewhere'));
    fireEvent.pointerOver(screen.getByText('Skip'));
    fireEvent.pointerOver(screen.getByText('Not a link'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when uninstalled', () => {
    const prefetch = setup();
    uninstall?.();
    fireEvent.pointerOver(screen.getByText('Users'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('prefetchPath', () => {
  it("calls the table entry's lazy for a concrete URL", async () => {
    const route = findRouteByPath('/admin/application-view/:userId')!;
    const lazy = vi.spyOn(route, 'lazy');
    prefetchPath('/admin/application-view/u-42');
    expect(lazy).toHaveBeenCalledTimes(1);
    await lazy.mock.results[0]?.value;
  });

  it('does nothing for paths no table declares', () => {
    expect(() => prefetchPath('/no/such/page')).not.toThrow();
  });
});
