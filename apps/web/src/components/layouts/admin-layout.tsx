import { isAdmin } from '@fundpath/contracts/roles';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, ChevronRight, Menu, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LogoutButton, SessionActions, UserChip } from '@/components/layouts/session-controls';
import { SkipLink } from '@/components/layouts/skip-link';
import { BrandLogo } from '@/components/ui/brand-logo';
import { type NavGroup, useAdminNav } from '@/config/admin-nav';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';
import { useRouteLookup } from '@/lib/route-lookup';

function groupOf(groups: NavGroup[], pathname: string): NavGroup | undefined {
  return groups.find((g) => g.items.some((i) => i.path === pathname));
}

function SidebarNav({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const activeGroup = groupOf(groups, pathname)?.id;
  const [open, setOpen] = useState<Set<string>>(() => new Set(['overview', 'workspace', activeGroup ?? '']));

  useEffect(() => {
    if (activeGroup) setOpen((s) => (s.has(activeGroup) ? s : new Set(s).add(activeGroup)));
  }, [activeGroup]);

  const needle = filter.trim().toLowerCase();
  const visible = useMemo(
    () =>
      needle
        ? groups
            .map((g) => ({ ...g, items: g.items.filter((i) => i.title.toLowerCase().includes(needle)) }))
            .filter((g) => g.items.length > 0)
        : groups,
    [groups, needle],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="px-3 pb-2">
        <label htmlFor={filterId} className="sr-only">
          Filter navigation
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Jump to…"
            className="h-9 w-full rounded-lg border-0 bg-slate-100 pr-3 pl-8 text-sm text-slate-900 placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand focus:outline-none"
          />
        </div>
      </div>
      <nav aria-label="Admin" className="min-h-0 flex-1 overflow-y-auto px-3 pb-6">
        {visible.length === 0 ? (
          <p className="px-2 py-4 text-sm text-slate-500">No screens match “{filter}”.</p>
        ) : null}
        <ul className="space-y-1">
          {visible.map((group) => {
            const expanded = !!needle || open.has(group.id);
            const GroupIcon = group.icon;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() =>
                    setOpen((s) => {
                      const next = new Set(s);
                      if (next.has(group.id)) next.delete(group.id);
                      else next.add(group.id);
                      return next;
                    })
                  }
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <GroupIcon className="size-3.5" aria-hidden="true" />
                  <span className="flex-1 text-left">{group.label}</span>
                  {expanded ? (
                    <ChevronDown className="size-3.5" aria-hidden="true" />
                  ) : (
                    <ChevronRight className="size-3.5" aria-hidden="true" />
                  )}
                </button>
                {expanded ? (
                  <ul className="mt-0.5 mb-2 space-y-px">
                    {group.items.map((item) => {
                      const Icon = item.icon;
                      return (
                        <li key={item.path}>
                          <NavLink
                            to={item.path}
                            end
                            onClick={onNavigate}
                            className={({ isActive }) =>
                              cn(
                                'group relative flex items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm transition',
                                'focus-visible:outline-2 focus-visible:outline-brand',
                                isActive
                                  ? 'bg-slate-900/[0.06] font-medium text-slate-900'
                                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                              )
                            }
                          >
                            {({ isActive }) => (
                              <>
                                {isActive ? (
                                  <span
                                    aria-hidden="true"
                                    className="absolute inset-y-1.5 -left-3 w-1 rounded-r bg-brand"
                                  />
                                ) : null}
                                <Icon
                                  className={cn(
                                    'size-4 shrink-0',
                                    isActive ? 'text-brand' : 'text-slate-500 group-hover:text-slate-600',
                                  )}
                                  aria-hidden="true"
                                />
                                <span className="truncate">{item.title}</span>
                              </>
                            )}
                          </NavLink>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

function SidebarHeader() {
  return (
    <div className="flex h-16 shrink-0 items-center gap-2 px-5">
      <Link
        to={href('/admin/dashboard')}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-brand"
      >
        <BrandLogo />
      </Link>
      <span className="rounded-md bg-slate-900 px-1.5 py-0.5 text-[10px] font-semibold tracking-wider text-white uppercase">
        Staff
      </span>
    </div>
  );
}

/** Shell for staff screens: grouped sidebar (a drawer under 1024 px), top bar with the user and Log out. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const groups = useAdminNav(isAdmin(user));
  const route = useRouteLookup().routeFor(pathname);
  const group = groupOf(groups, pathname);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-72 shrink-0 flex-col border-r border-slate-200 bg-white lg:flex">
        <SidebarHeader />
        <SidebarNav groups={groups} />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[65] bg-slate-950/40 data-[state=open]:animate-fade-in lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-[66] flex w-[min(20rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-slide-in-left lg:hidden"
          >
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <div className="flex items-center justify-between pr-3">
              <SidebarHeader />
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close navigation"
                  className="rounded-md p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </Dialog.Close>
            </div>
            <SidebarNav groups={groups} onNavigate={() => setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur-md sm:px-6">
          <button
            type="button"
            aria-label="Open navigation"
            onClick={() => setDrawerOpen(true)}
            className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
            <ol className="flex min-w-0 items-center gap-1.5 text-sm">
              {group && group.id !== 'overview' ? (
                <li className="hidden items-center gap-1.5 text-slate-500 sm:flex">
                  {group.label}
                  <ChevronRight className="size-3.5 text-slate-300" aria-hidden="true" />
                </li>
              ) : null}
              <li className="truncate font-medium text-slate-900" aria-current="page">
                {route?.title ?? 'Admin'}
              </li>
            </ol>
          </nav>
          <div className="flex shrink-0 items-center gap-1 sm:gap-3">
            <SessionActions />
            <UserChip />
            <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
            <LogoutButton />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="w-full flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <div className="mx-auto w-full max-w-7xl">{children ?? <Outlet />}</div>
        </main>
      </div>
    </div>
  );
}
