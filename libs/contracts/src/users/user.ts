import { z } from 'zod';
import { RoleSchema } from './roles';

/** A staff account as the API returns it: never with a password hash. */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable().optional(),
  role: RoleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
