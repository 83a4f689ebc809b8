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
  /** CEA registration number (R + 6 digits + a letter), when the staff member is a registered salesperson. */
  ceaRegistrationNumber: z.string().nullable(),
  /** Singapore phone number, +65 9123 4567; shown on the listings the staff member is the agent of. */
  phone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
