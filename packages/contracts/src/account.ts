/**
 * One's own account (`/api/account/*`, the auth module): name and sign-in e-mail, password, and
 * the sessions signed in as oneself. The commerce pages' `/api/ecommerce/customer/profile` and
 * `/password` answer with the same shapes (their `customer*` names are aliases of these).
 */
import { z } from 'zod';
import { plainText } from './ecommerce';

const success = z.literal('success');
/** A password as typed: anything but NUL, within a sane length (the hash takes the rest). */
const password = (min: number, tooShort: string) =>
  z
    .string()
    .min(min, tooShort)
    .max(1024, 'Password must be at most 1024 characters')
    .refine((s) => !s.includes('\0'), 'Password cannot contain NUL characters');

// ---- profile ------------------------------------------------------------------------------

export const accountProfileSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  email: z.string(),
  role: z.string(),
  created_at: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;
export const accountProfileResponseSchema = z.object({ status: success, profile: accountProfileSchema });
export const accountProfilePatchSchema = z
  .object({
    display_name: plainText(120, 'Name').min(2, 'Enter your name'),
    email: z.email('Enter a valid e-mail address').max(254),
    /** Required with a new e-mail: the sign-in name and where password resets go. */
    current_password: password(1, 'Enter your current password'),
  })
  .partial()
  .refine((v) => v.display_name !== undefined || v.email !== undefined, 'Nothing to change');
export type AccountProfilePatch = z.infer<typeof accountProfilePatchSchema>;

// ---- password -----------------------------------------------------------------------------

export const accountPasswordBodySchema = z
  .object({
    current_password: password(1, 'Enter your current password'),
    new_password: password(10, 'Password must be at least 10 characters'),
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'Choose a password different from the current one',
  });
export type AccountPasswordBody = z.infer<typeof accountPasswordBodySchema>;
export const accountMessageResponseSchema = z.object({ status: success, message: z.string() });

// ---- sessions -----------------------------------------------------------------------------

/** A live session of one's own: where and when it signed in; never its token or hash. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the user agent ({@link describeUserAgent}). */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  /** When the session was last renewed (renewal happens at most hourly while it is used). */
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListResponseSchema = z.object({
  status: success,
  sessions: z.array(accountSessionSchema),
});
export const accountSessionParamsSchema = z.object({ id: z.uuid('Unknown session') });
export const accountSessionRevokeResponseSchema = z.object({
  status: success,
  message: z.string(),
  /** True when the session ended was this browser's: it is signed out now. */
  signed_out: z.boolean(),
});
export const accountRevokeOthersResponseSchema = z.object({
  status: success,
  message: z.string(),
  revoked: z.number().int().min(0),
});

/** A short device description from a user agent string: "Chrome on macOS", "Safari on iOS". */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  // iOS and Android before macOS and Linux: their agents name those too ("like Mac OS X").
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua.length > 40 ? `${ua.slice(0, 40)}…` : ua);
}
