import * as z from 'zod/mini';

/** The club list resource (`GET /clubs` with the list query). */
export const CLUBS_RESOURCE = 'clubs';

export const clubSchema = z.object({
  _id: z.string(),
  title: z.string(),
  country: z.nullish(z.string()),
  city: z.nullish(z.string()),
});

export type Club = z.output<typeof clubSchema>;
