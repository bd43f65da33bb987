/**
 * Toasts without putting sonner (~10 kB gzip) on the storefront's first load: the app mounts its
 * Toaster right after the first paint (app/provider.tsx), and these load sonner's `toast` on the
 * first call.
 */
const loadToast = () => import('sonner').then((m) => m.toast);

export function notifyError(title: string, description?: string | null): void {
  void loadToast().then((toast) => toast.error(title, description ? { description } : undefined));
}

export function notifySuccess(title: string, action?: { label: string; onClick: () => void }): void {
  void loadToast().then((toast) => toast.success(title, action ? { action } : undefined));
}

/**
 * Clears the toasts of the pages before ("Added … to your cart · View cart"): on the cart and at
 * checkout they only cover the summary the shopper came to read.
 */
export function dismissNotifications(): void {
  void loadToast().then((toast) => toast.dismiss());
}
