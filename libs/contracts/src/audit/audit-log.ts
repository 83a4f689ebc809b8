import { z } from 'zod';
import { RealDaySchema } from '../common/days';
import { keysetPageOf, keysetQueryFields, searchTextField } from '../common/pages';
import { textInput } from '../common/text';

const nameSearch = searchTextField(254);

/** Filters of the audit log viewer and its CSV export. */
export const AuditLogFilterSchema = z.object({
  /** Part of the acting account's username or e-mail. */
  actor: nameSearch,
  /** An action name exactly, e.g. `account.password_changed`. */
  action: textInput()
    .trim()
    .regex(/^[a-z_]+\.[a-z_]+$/, 'Choose an action from the list')
    .optional(),
  /** Part of the target account's username or e-mail, or the id of whatever was acted on (a post, a media item). */
  target: nameSearch,
  /** On or after this Singapore day. */
  from: RealDaySchema.optional(),
  /** On or before this Singapore day. */
  to: RealDaySchema.optional(),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** Query of GET /api/admin/audit-log: the filters and a page, newest first. */
export const AuditLogQuerySchema = AuditLogFilterSchema.extend(keysetQueryFields(50, 'serial'));
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof AuditLogQuerySchema>;

export const AUDIT_EXPORT_LIMIT = 10_000;

const AccountRefSchema = z.object({ id: z.string(), username: z.string().nullable() });

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  /** Who did it; null for the system (scheduled publishing, retention) or an unknown e-mail at sign-in. `username` is null once the account is deleted. */
  actor: AccountRefSchema.nullable(),
  /** The account acted on, or the post or media item (by id); null when none. */
  targetId: z.string().nullable(),
  /** The target account's username, when the target is an existing account. */
  targetUsername: z.string().nullable(),
  clientAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogPageSchema = keysetPageOf(AuditEntrySchema).extend({
  /** Every action the log knows, for the action filter. */
  actions: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
