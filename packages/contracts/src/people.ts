/**
 * People administration (issue 3/8): `/admin/users` (list, create, invite, edit, deactivate,
 * sessions, bulk actions) and `/admin/employees` (the staff directory). Shared by the server's
 * route schemas and the web's forms.
 */
import { z } from 'zod';
import { roleSchema } from './auth';
import { staffRoles } from './roles';

const success = z.literal('success');
/** Printable text without control characters (NUL included): what a name or title may hold. */
const plain = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`);
const optionalPlain = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !/\p{Cc}/u.test(s), `${label} cannot contain control characters`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));
export const newPasswordSchema = z
  .string()
  .min(10, 'Password must be at least 10 characters')
  .max(1024, 'Password must be at most 1024 characters');
export const displayNameSchema = plain(120, 'Name');

/** Hours after which an invite link stops working. */
export const INVITE_TTL_HOURS = 72;
/** Most users one bulk action touches. */
export const BULK_MAX = 200;

export const userStatusSchema = z.enum(['active', 'deactivated']);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userSortSchema = z.enum(['name', 'email', 'role', 'created_at', 'last_sign_in_at']);
export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  /** A brand's id, or `none` for users without a brand. */
  brand: z.union([z.guid(), z.literal('none')]).optional(),
  sort: userSortSchema.default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: roleSchema,
  brand_id: z.string().nullable(),
  brand_name: z.string().nullable(),
  status: userStatusSchema,
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListResponseSchema = z.object({
  status: success,
  total: z.number(),
  users: z.array(adminUserSchema),
});

export const createUserSchema = z.object({
  email: emailSchema,
  display_name: displayNameSchema,
  role: roleSchema,
  brand_id: z.guid().nullable().default(null),
  password: newPasswordSchema,
});
export type CreateUser = z.input<typeof createUserSchema>;

export const inviteUserSchema = createUserSchema.omit({ password: true });
export type InviteUser = z.input<typeof inviteUserSchema>;

export const updateUserSchema = z
  .object({
    email: emailSchema,
    display_name: displayNameSchema,
    role: roleSchema,
    brand_id: z.guid().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateUser = z.input<typeof updateUserSchema>;

export const userResponseSchema = z.object({ status: success, user: adminUserSchema });

export const sessionInfoSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The session the request itself came from. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const userAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_name: z.string().nullable(),
  action: z.string(),
  ip: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export const userDetailResponseSchema = z.object({
  status: success,
  user: adminUserSchema,
  sessions: z.array(sessionInfoSchema),
  audit: z.array(userAuditEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailResponseSchema>;

export const bulkUsersSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('change_role'),
    user_ids: z.array(z.guid()).min(1).max(BULK_MAX),
    role: roleSchema,
  }),
  z.object({ action: z.literal('deactivate'), user_ids: z.array(z.guid()).min(1).max(BULK_MAX) }),
  z.object({ action: z.literal('reactivate'), user_ids: z.array(z.guid()).min(1).max(BULK_MAX) }),
]);
export type BulkUsers = z.input<typeof bulkUsersSchema>;
export const bulkUsersResponseSchema = z.object({ status: success, updated: z.number() });

// ---- invites --------------------------------------------------------------------------------

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: roleSchema,
  brand_id: z.string().nullable(),
  expires_at: z.string(),
  invited_by_name: z.string().nullable(),
  created_at: z.string(),
  /** Live: neither accepted, revoked nor expired. */
  state: z.enum(['pending', 'expired', 'accepted', 'revoked']),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteResponseSchema = z.object({
  status: success,
  invite: inviteSchema,
  /**
   * The invite link, only when the server has no mail transport (the outbox): the admin shares it
   * themselves. Null when it was e-mailed.
   */
  link: z.string().nullable(),
});
export const inviteListResponseSchema = z.object({ status: success, invites: z.array(inviteSchema) });

/** The invite link's token: what `/accept-invite?token=` carries. */
export const inviteTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'This invite link is not valid');
export const inviteLookupBodySchema = z.object({ token: inviteTokenSchema });
export const inviteLookupResponseSchema = z.object({
  status: success,
  invite: z.object({
    email: z.string(),
    display_name: z.string(),
    role: roleSchema,
    brand_name: z.string().nullable(),
    expires_at: z.string(),
  }),
});
export const acceptInviteBodySchema = z.object({
  token: inviteTokenSchema,
  display_name: displayNameSchema,
  password: newPasswordSchema,
});
export type AcceptInvite = z.input<typeof acceptInviteBodySchema>;

// ---- staff directory ------------------------------------------------------------------------

export const staffRoleSchema = z.enum(staffRoles);
export const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const weekdayLabels: Record<(typeof weekdays)[number], string> = {
  '1': 'Mon',
  '2': 'Tue',
  '3': 'Wed',
  '4': 'Thu',
  '5': 'Fri',
  '6': 'Sat',
  '7': 'Sun',
};
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour)');
export const workingHoursSchema = z
  .partialRecord(
    z.enum(weekdays),
    z
      .object({ start: hhmm, end: hhmm })
      .refine((d) => d.start < d.end, { message: 'The day must end after it starts', path: ['end'] }),
  )
  .default({});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** An IANA time zone the runtime knows (`America/New_York`). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
    } catch {
      return false;
    }
  }, 'Choose a valid time zone');

export const updateEmployeeSchema = z
  .object({
    team: optionalPlain(60, 'Team'),
    title: optionalPlain(80, 'Title'),
    phone: z
      .string()
      .trim()
      .max(30, 'Phone must be at most 30 characters')
      .regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - .')
      .transform((s) => (s === '' ? null : s))
      .nullable(),
    time_zone: timeZoneSchema,
    working_hours: workingHoursSchema,
    availability: z.enum(['active', 'away']),
    away_until: z.iso.datetime({ offset: true }).nullable(),
    max_clients: z.number().int().min(0).max(10_000).nullable(),
  })
  .partial();
export type UpdateEmployee = z.input<typeof updateEmployeeSchema>;

export const employeeSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
  team: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  time_zone: z.string(),
  working_hours: z.record(z.string(), z.object({ start: z.string(), end: z.string() })),
  availability: z.enum(['active', 'away']),
  away_until: z.string().nullable(),
  max_clients: z.number().nullable(),
  open_tickets: z.number(),
  assigned_clients: z.number(),
  last_sign_in_at: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: staffRoleSchema.optional(),
  team: z.string().trim().max(60).optional(),
  availability: z.enum(['active', 'away']).optional(),
});
export const employeeListResponseSchema = z.object({
  status: success,
  employees: z.array(employeeSchema),
  teams: z.array(z.string()),
});
export const employeeResponseSchema = z.object({ status: success, employee: employeeSchema });
