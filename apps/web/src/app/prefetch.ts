/**
 * Hover or focus on a link starts loading the chunks of the page it leads to, so the click renders
 * at once. One listener for the whole document covers every `<Link>`, `ButtonLink` and plain `<a>`;
 * other origins and already-prefetched paths are skipped.
 */
export function installLinkPrefetch(
  root: Document | HTMLElement,
  prefetch: (pathname: string) => void,
): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    const raw = link?.getAttribute('href');
    if (!raw || raw.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(raw, window.location.href);
    } catch {
      return;
    }
    if (url.origin !== window.location.origin || done.has(url.pathname)) return;
    done.add(url.pathname);
    prefetch(url.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
