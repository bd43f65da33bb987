/**
 * Full-page navigations, kept in one module so tests can replace them (jsdom can't navigate).
 * Used where all client state must be rebuilt: starting or stopping impersonation.
 */
export function reloadPage(): void {
  window.location.reload();
}

export function assignLocation(href: string): void {
  window.location.assign(href);
}
