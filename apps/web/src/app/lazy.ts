import { reloadPage } from '@/lib/browser';

/**
 * A lazily loaded module, loaded at most once. `load()` is what prefetching calls and what a render
 * waits on (`use(loadable.load())`); it returns the same promise every time, marked fulfilled the
 * way React reads it, so a screen whose chunk was prefetched (link hovered or focused) renders
 * at once, without a fallback. `get()` is the module once loaded.
 */
export interface Loadable<T> {
  load: () => Promise<T>;
  get: () => T | undefined;
}

const cache = new WeakMap<() => Promise<unknown>, Loadable<unknown>>();

/** The Loadable of `loader`, shared by everyone passing the same function (a table's `lazy`). */
export function loadable<T>(loader: () => Promise<T>): Loadable<T> {
  const cached = cache.get(loader);
  if (cached) return cached as Loadable<T>;
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const entry: Loadable<T> = {
    get: () => value,
    load: () => {
      pending ??= loader().then(
        (v) => {
          value = v;
          // React's `use` reads these fields: a fulfilled promise doesn't suspend.
          Object.assign(pending as object, { status: 'fulfilled', value: v });
          return v;
        },
        (error: unknown) => {
          pending = undefined; // the next attempt (Try Again) fetches again
          if (isChunkLoadError(error) && reloadOnceAfterDeploy()) return new Promise<T>(() => {});
          throw error;
        },
      );
      return pending;
    },
  };
  cache.set(loader, entry as Loadable<unknown>);
  return entry;
}

/**
 * A chunk that no longer exists: the usual cause is a deploy while the tab was open (the old
 * entry asks for old file names). Messages differ per browser: Chromium, Firefox, Safari, webpack.
 */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

export const CHUNK_RELOAD_KEY = 'fundpath.chunk-reload-at';
/** A second chunk failure this soon after the reload is not a deploy: show the error instead. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Reloads the page once to pick up the new build, and says whether it did. If the last reload for
 * this reason was under a minute ago, it returns false and the error boundary shows the error.
 */
export function reloadOnceAfterDeploy(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // no storage: we could not stop a reload loop, so don't start one
  }
  reloadPage();
  return true;
}
