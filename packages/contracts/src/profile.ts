import { z } from 'zod';
import { User } from './auth.ts';

/**
 * The zone every time on every screen is shown in (docs/product.md §2 "Times"): `utc` (the default)
 * or `local`, the zone of the browser showing it. Kept with the user, so it follows them to every
 * browser; a guest's choice stays in that browser.
 */
export const TimeZoneChoice = z.enum(['utc', 'local'], "time_zone must be 'utc' or 'local'.");
export type TimeZoneChoice = z.infer<typeof TimeZoneChoice>;

export const timeZoneChoices = TimeZoneChoice.options;

/** GET and PATCH auth/profile/: the signed-in user and their display preferences. */
export const Profile = User.extend({ time_zone: TimeZoneChoice });
export type Profile = z.infer<typeof Profile>;

/** PATCH auth/profile/: the caller's own preferences; at least one field. */
export const ProfilePatchRequest = z
  .object({ time_zone: TimeZoneChoice.optional() })
  .strict()
  .refine((b) => b.time_zone !== undefined, 'Send time_zone.');
export type ProfilePatchRequest = z.infer<typeof ProfilePatchRequest>;
