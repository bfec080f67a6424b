import { z } from 'zod';

/** Every 4xx/5xx body of the API: a stable code for programs, a Norwegian message for people. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
