import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { PublicSitePage } from '@/features/coach-site';

/** `/` is the home page, `/{page}` another page of the site. */
function DomainPage({ slug }: { slug: string }) {
  const { pathname } = useLocation();
  const page = pathname.replace(/^\/+|\/+$/g, '') || 'home';
  return <PublicSitePage key={page} slug={slug} page={page} onDomain />;
}

/**
 * A coach's website on its own verified domain (issue 17): the server marked the page with
 * `<meta name="fundpath:site">`, so instead of the whole app only the site renders, in a router of
 * its own (links between its pages stay in the SPA). Loaded by main.tsx only on such pages.
 */
export function mountSiteDomain(root: HTMLElement, slug: string) {
  const router = createBrowserRouter([{ path: '*', element: <DomainPage slug={slug} /> }]);
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
