import { z } from 'zod';

/** Spec §7 list answer: {items, count}. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), count: z.number() });

export const refSchema = z.object({ _id: z.string(), title: z.string() });
export const nullishText = z.string().nullish();
