import { z } from 'zod';

const title = z.string({ error: 'Field required' }).trim().min(1, 'Field required').max(100);
const index = z.number().int().min(0).max(1000);

export const createAreaSchema = z.object({ title, index: index.optional() }).strict();
export const updateAreaSchema = z.object({ title, index }).partial().strict();

/** The ring's fights in the order they are fought; the list replaces the ring's previous one. */
export const areaFightsSchema = z
  .object({ fightIds: z.array(z.uuid('Invalid identifier')).max(2000) })
  .strict()
  .refine((v) => new Set(v.fightIds).size === v.fightIds.length, {
    path: ['fightIds'],
    message: 'A fight appears twice',
  });
