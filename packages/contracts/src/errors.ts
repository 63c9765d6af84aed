import { z } from 'zod';

/** Every error body of the API: `{detail}`, plus per-field messages on validation errors. */
export const ErrorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
