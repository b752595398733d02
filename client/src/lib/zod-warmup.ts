import { z } from 'zod';

/*
 * Most of the time a contract module takes to build is V8 compiling zod's constructors the first time each kind of
 * schema is made, not the schemas themselves. Made once here, in steps of their own (warm-contracts.ts runs them a
 * task apart), the kinds the contracts use leave the contract modules' own tasks short. Each export is one step.
 */

/** Strings and numbers with their checks. */
export function primitives(): unknown {
  return [
    z.string().trim().min(1).max(10).regex(/x/),
    z.number().int().min(0).max(10),
    z.boolean(),
    z.literal(1),
    z.enum(['A', 'B']),
    z.uuid(),
    z.iso.datetime(),
    z.iso.date(),
    z.url({ protocol: /^https?$/ }),
    z.unknown(),
    z.null(),
  ];
}

/** Objects, arrays and the wrappers around them, and a parse (its checks compile on the first one). */
export function composites(): unknown {
  const item = z.object({
    a: z.string().nullable(),
    b: z.number().optional(),
    c: z.boolean().default(false),
  });
  const list = z.object({ items: z.array(item), count: z.number() });
  const variants = [
    item.extend({ d: z.string() }).partial().strict(),
    z.union([z.literal(1), z.literal(2)]).nullish(),
    z.record(z.string(), z.number()),
    z.string().transform((s) => s.length),
    item.refine((v) => v.a !== ''),
    z.discriminatedUnion('k', [z.object({ k: z.literal('x') }), z.object({ k: z.literal('y') })]),
  ];
  return [list.safeParse({ items: [{ a: null, b: 1 }], count: 1 }), variants];
}
