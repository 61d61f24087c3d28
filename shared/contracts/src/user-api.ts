// Contracts of the user service's endpoints (spec §3 "User account", §7).
import { z } from 'zod';

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.email(),
  nickname: z.string().optional(),
  phone: z.string().optional(),
  /** YYYY-MM-DD */
  birthday: z.iso.date().optional(),
  sex: z.enum(['male', 'female', 'confidential']).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
