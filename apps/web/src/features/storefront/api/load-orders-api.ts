/** The zod-parsed checkout and order calls, loaded on first use (ADR 005: zod stays off first loads). */
export const loadOrdersApi = () => import('./orders');
