import type { User } from '@fundpath/contracts/auth';
import type { Role } from '@fundpath/contracts/roles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '@/testing/factories';
import { type MockHandler, mockApi, sessionRoutes } from '@/testing/fetch-mock';

export interface RenderAppOptions {
  /** Signed-in user (a role makes one); omitted means signed out. */
  as?: Role | User | null;
  impersonating?: boolean;
  routes?: Record<string, MockHandler>;
}

/** The whole app at `path` in a memory router, with the API mocked at the fetch level. */
export function renderApp(
  path = '/',
  { as = null, impersonating = false, routes = {} }: RenderAppOptions = {},
) {
  const user = typeof as === 'string' ? makeUser(as) : as;
  const api = mockApi({ ...sessionRoutes(user, impersonating), ...routes });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
    </AppProvider>,
  );
  return {
    ...view,
    api,
    router,
    user,
    queryClient,
    userEvent: userEvent.setup(),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
