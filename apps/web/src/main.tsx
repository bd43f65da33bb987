import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import './index.css';

/** Spec §9: service workers are unregistered on start, so a stale cached build never serves the app. */
function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => undefined);
}

unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** A coach's website on its own domain (the server says which): only the site renders there. */
const siteSlug = document.querySelector('meta[name="fundpath:site"]')?.getAttribute('content');
if (siteSlug) {
  void import('@/app/site-domain').then((m) => m.mountSiteDomain(root, siteSlug));
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
