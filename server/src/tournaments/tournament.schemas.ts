import { z } from 'zod';
import { TOURNAMENT_ACTIONS } from '@hema/shared/competition/tournament-status';
import { UUID } from '../common/validation.js';

const REQUIRED = 'Field required';
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);
const webAddress = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter a web address (http or https)' }),
]);

/** An address segment (spec §3 "slug"): letters, digits, - and _; never a uuid, which would shadow an id. */
export const slug = required(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .refine((v) => !UUID.test(v), 'This address looks like an identifier; choose another');

const link = z.object({ url: webAddress.default(''), label: text(100).default('') });

/** Form fields of an application (spec §3 "Application"). */
const registrationField = z.object({
  label: required(200),
  type: z.enum(['shortString', 'longText', 'oneOption', 'manyOptions', 'date']),
  required: z.boolean().default(false),
  options: z.array(required(200)).max(50).default([]),
  paid: z.boolean().default(false),
});

/** Years a tournament can plausibly take place in; anything else is a typing mistake (and outside what Postgres stores sanely). */
const plausibleYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1900 && year <= 2999;
};
const OUT_OF_RANGE = 'Enter a date between the years 1900 and 2999';
const date = z.iso.date('Enter a date as yyyy-MM-dd').refine(plausibleYear, OUT_OF_RANGE);
const dateTime = z.iso
  .datetime({ offset: true, error: 'Enter a date and time' })
  .refine(plausibleYear, OUT_OF_RANGE)
  .nullable()
  .transform((v) => (v ? new Date(v) : null));

const tournamentFields = {
  title: required(200),
  idString: slug,
  description: text(20_000),
  descriptionPayment: text(20_000),
  stream: webAddress,
  link,
  linkRules: link,
  zoneId: z.uuid('Invalid identifier').nullable(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
    .transform((v) => v.toUpperCase())
    .nullable(),
  city: nullableText(100),
  state: nullableText(100),
  address: nullableText(300),
  dateStart: date,
  dateEnd: date,
  registrationDateStart: dateTime,
  registrationDateEnd: dateTime,
  registrationEnabled: z.boolean(),
  registrationFields: z.array(registrationField).max(50),
  registrationText: text(20_000),
  applicationsAccess: z.enum(['PUBLIC', 'PRIVATE']),
  applicationsShowPayments: z.boolean(),
  applicationsShowWaitingList: z.boolean(),
  isTest: z.boolean(),
  /** Admins only (spec §1: administrators approve tournaments). */
  approved: z.boolean(),
};

const { title, idString, dateStart, dateEnd, ...optional } = tournamentFields;

export const createTournamentSchema = z
  .object({ title, idString, dateStart, dateEnd, ...z.object(optional).partial().shape })
  .strict()
  .superRefine(checkDates);

export const updateTournamentSchema = z.object(tournamentFields).partial().strict();

export type TournamentInput = z.output<typeof updateTournamentSchema>;

interface Dates {
  dateStart?: string;
  dateEnd?: string;
  registrationDateStart?: Date | null;
  registrationDateEnd?: Date | null;
}

/** dateEnd ≥ dateStart and a registration that ends after it starts; also used on the merged values of an update. */
export function dateErrors(values: Dates): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.dateStart && values.dateEnd && values.dateEnd < values.dateStart) {
    errors.dateEnd = 'The tournament cannot end before it starts';
  }
  const { registrationDateStart: from, registrationDateEnd: till } = values;
  if (from && till && till.getTime() < from.getTime()) {
    errors.registrationDateEnd = 'Registration cannot close before it opens';
  }
  return errors;
}

function checkDates(values: Dates, context: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(dateErrors(values))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

export const statusActionSchema = z.object({ action: z.enum(TOURNAMENT_ACTIONS) }).strict();
