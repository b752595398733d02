import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages.js';
import { TOURNAMENT_ACTIONS, TOURNAMENT_STATUSES } from '../competition/tournament-status.js';
import { endpoint, fileAnswer, noContent } from './endpoint.js';
import { idParams, nullableText, requiredText, slug, text, timestamp, uuid } from './fields.js';
import { listEndpoint } from './list.js';
import { intColumn } from '../schemas/bounds.js';
import { TIME_OF_DAY, dayPlanErrors, isTimeZone } from '../schedule/day-plan.js';
import { nominationSchema } from './nominations.js';

/** Tournaments (spec §3, §4, §7): the list, the page by idString, the organizer's writes and status actions. */

const webAddress = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: VALIDATION_MESSAGES.webAddress }),
]);
const timeOfDay = z.string().regex(TIME_OF_DAY, VALIDATION_MESSAGES.timeOfDay);
const linkInput = z.object({ url: webAddress.default(''), label: text(100).default('') });

/** Form fields of an application (spec §3 "Application"). */
export const registrationFieldSchema = z
  .object({
    label: requiredText(200),
    type: z.enum(['shortString', 'longText', 'oneOption', 'manyOptions', 'date']),
    required: z.boolean().default(false),
    options: z.array(requiredText(200)).max(50).default([]),
    paid: z.boolean().default(false),
  })
  .refine((f) => !['oneOption', 'manyOptions'].includes(f.type) || f.options.length > 0, {
    path: ['options'],
    message: VALIDATION_MESSAGES.optionsRequired,
  });

/** A form field as stored (defaults filled in). */
export type RegistrationField = z.output<typeof registrationFieldSchema>;

/** Years a tournament can plausibly take place in; anything else is a typing mistake. */
const plausibleYear = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999;
};
const OUT_OF_RANGE = VALIDATION_MESSAGES.yearRange;
const date = z.iso.date(VALIDATION_MESSAGES.date).refine(plausibleYear, OUT_OF_RANGE);
const dateTime = z.iso
  .datetime({ offset: true, error: VALIDATION_MESSAGES.dateTime })
  .refine(plausibleYear, OUT_OF_RANGE)
  .nullable()
  .transform((v) => (v ? new Date(v) : null));

const tournamentFields = {
  title: requiredText(200),
  idString: slug,
  description: text(20_000),
  descriptionPayment: text(20_000),
  stream: webAddress,
  link: linkInput,
  linkRules: linkInput,
  zoneId: uuid.nullable(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, VALIDATION_MESSAGES.country)
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
  registrationFields: z.array(registrationFieldSchema).max(50),
  registrationText: text(20_000),
  /** The categories that take applications; null = every category of the tournament. */
  registrationNominationIds: z.array(uuid).max(500).nullable(),
  applicationsAccess: z.enum(['PUBLIC', 'PRIVATE']),
  applicationsShowPayments: z.boolean(),
  applicationsShowWaitingList: z.boolean(),
  isTest: z.boolean(),
  /** Minutes before the organizer's schedule shows a ring as stale (no score, or idle while fights wait); null = 10. */
  staleRingMinutes: intColumn(1, 240).nullable(),
  /** The venue's time zone (IANA), which places the day plan below in time. */
  timeZone: z.string().max(64).refine(isTimeZone, VALIDATION_MESSAGES.timeZone).nullable(),
  /** The day plan the schedule's estimates keep to: venue wall-clock times "HH:MM"; null = not planned. */
  dayStartsAt: timeOfDay.nullable(),
  dayEndsAt: timeOfDay.nullable(),
  lunchFrom: timeOfDay.nullable(),
  lunchTo: timeOfDay.nullable(),
  /** Minutes between two stages on a ring (calling the next category); null = learned from the day. */
  stageBreakMinutes: intColumn(0, 120).nullable(),
  /** Admins only (spec §1: administrators approve tournaments). */
  approved: z.boolean(),
};

interface Dates {
  dayStartsAt?: string | null;
  dayEndsAt?: string | null;
  lunchFrom?: string | null;
  lunchTo?: string | null;
  dateStart?: string;
  dateEnd?: string;
  registrationDateStart?: Date | null;
  registrationDateEnd?: Date | null;
}

const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

/**
 * dateEnd ≥ dateStart, a registration that ends after it starts and no later than the event's last day; also
 * checked on the merged values of an update.
 */
export function tournamentDateErrors(values: Dates): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.dateStart && values.dateEnd && values.dateEnd < values.dateStart) {
    errors.dateEnd = VALIDATION_MESSAGES.endBeforeStart;
  }
  const { registrationDateStart: from, registrationDateEnd: till } = values;
  if (from && till && till.getTime() < from.getTime()) {
    errors.registrationDateEnd = VALIDATION_MESSAGES.registrationEndBeforeStart;
  } else if (till && values.dateEnd && till.getTime() > endOfDay(values.dateEnd)) {
    // A registration open after the event ended is a slip: the last moment is the end of its last day (UTC, as
    // the tournament has no time zone of its own).
    errors.registrationDateEnd = VALIDATION_MESSAGES.registrationAfterEvent;
  } else if (from && !till && values.dateEnd && from.getTime() > endOfDay(values.dateEnd)) {
    errors.registrationDateStart = VALIDATION_MESSAGES.registrationAfterEvent;
  }
  for (const [field, problem] of Object.entries(dayPlanErrors(values)))
    errors[field] =
      problem === 'lunchIncomplete'
        ? VALIDATION_MESSAGES.lunchIncomplete
        : VALIDATION_MESSAGES.breakEndBeforeStart;
  return errors;
}

/** Zod issues of tournamentDateErrors, under their fields (forms that edit part of the dates add the rest). */
export function checkDates(values: Dates, context: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(tournamentDateErrors(values))) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

const { title, idString, dateStart, dateEnd, ...optional } = tournamentFields;

export const createTournamentSchema = z
  .object({ title, idString, dateStart, dateEnd, ...z.object(optional).partial().shape })
  .strict()
  .superRefine(checkDates);
export const updateTournamentSchema = z.object(tournamentFields).partial().strict();
export type TournamentInput = z.output<typeof updateTournamentSchema>;

export const statusActionSchema = z
  .object({
    action: z.enum(TOURNAMENT_ACTIONS),
    /** "Start" before the tournament's first day is refused unless the organizer confirmed it. */
    earlyStartConfirmed: z.boolean().optional(),
  })
  .strict();

const linkSchema = z.object({ url: z.string(), label: z.string() });
const authorSchema = z.object({ _id: z.string(), name: z.string(), username: z.string() });

/** A tournament in lists: what a tournament card shows. */
export const tournamentSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  idString: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  /** The spec's English label of the status ("Registration open"); clients translate `status`. */
  statusLabel: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zoneId: z.string().nullable(),
  author: authorSchema.nullable(),
  registrationEnabled: z.boolean(),
  approved: z.boolean(),
  isTest: z.boolean(),
  imported: z.boolean(),
  countryFlagProxyPath: z.string().nullable(),
  createdAt: timestamp,
});
export type TournamentSummary = z.output<typeof tournamentSummarySchema>;

/** The tournament answer of spec §3/§7 (`GET /tournaments/{idString}`), with its categories. */
export const tournamentSchema = tournamentSummarySchema.extend({
  description: z.string(),
  descriptionPayment: z.string(),
  stream: z.string(),
  link: linkSchema,
  linkRules: linkSchema,
  address: z.string().nullable(),
  registrationDateStart: timestamp.nullable(),
  registrationDateEnd: timestamp.nullable(),
  registrationFields: z.array(registrationFieldSchema),
  registrationText: z.string(),
  /** The categories chosen to take applications; null = every category. */
  registrationNominationIds: z.array(z.string()).nullable(),
  applicationsAccess: z.string(),
  applicationsShowPayments: z.boolean(),
  applicationsShowWaitingList: z.boolean(),
  /** The stale-ring alert's minutes as the organizer set them; null = the default (schedule's STALE_RING_MINUTES). */
  staleRingMinutes: z.number().int().nullable(),
  timeZone: z.string().nullable(),
  dayStartsAt: z.string().nullable(),
  dayEndsAt: z.string().nullable(),
  lunchFrom: z.string().nullable(),
  lunchTo: z.string().nullable(),
  stageBreakMinutes: z.number().int().nullable(),
  nominations: z.array(nominationSchema),
  /** `full`: its places are taken, so an application now goes to the waiting list (spec §5). */
  registrationNominations: z.array(nominationSchema.extend({ full: z.boolean().optional() })),
  /** The status actions the current status allows (spec §4). */
  actions: z.array(z.enum(TOURNAMENT_ACTIONS)),
  /** Where "Back to …" leads while the tournament is Online: the status it had before it started. */
  statusBeforeStart: z.enum(TOURNAMENT_STATUSES).nullable(),
  /** The cover image (spec §3 "used as the page preview image"); absent or null without one. */
  imagePreviewProxyPath: z.string().nullable().optional(),
  updatedAt: timestamp,
});
export type Tournament = z.output<typeof tournamentSchema>;

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

/** Cover images: these types (checked by their first bytes too), up to this size. */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const COVER_MAX_BYTES = 2 * 1024 * 1024;

/** What the create and settings forms ask while the organizer types an address or a title. */
export const addressCheckQuerySchema = z.object({
  /** The address typed; blank asks only for a suggestion. */
  idString: z.string().trim().max(100).default(''),
  /** The title typed: the suggestion is made from it. */
  title: z.string().max(200).default(''),
  /** The tournament being edited: its own address is not "taken". */
  except: z.string().max(100).optional(),
});

export const addressCheckSchema = z.object({
  idString: z.string(),
  /** The address is well-formed and no other tournament has it. */
  available: z.boolean(),
  /** Why it cannot be used ("This tournament address is taken", or the slug rule it breaks). */
  message: z.string().nullable(),
  /** A free address made from the title (or from the address typed when there is no title). */
  suggestion: z.string(),
});
export type AddressCheck = z.output<typeof addressCheckSchema>;

export const tournamentsContract = {
  list: listEndpoint({
    id: 'tournaments.list',
    path: '/tournaments',
    summary:
      'Public list (spec §7); `filter=zone:<id>` lists one zone’s tournaments (the world zone W: every zone’s); test tournaments only for testers; `filter=mine[custom]:1` lists the tournaments the caller manages',
    item: tournamentSummarySchema,
  }),
  checkAddress: endpoint({
    id: 'tournaments.checkAddress',
    method: 'GET',
    path: '/tournament-addresses',
    summary: 'Whether a tournament address (idString) is free, and a free one suggested from the title',
    roles: organizers,
    query: addressCheckQuerySchema,
    response: addressCheckSchema,
  }),
  get: endpoint({
    id: 'tournaments.get',
    method: 'GET',
    path: '/tournaments/:key',
    summary: 'A tournament by idString (spec §7) or id, with its categories',
    params: z.object({ key: z.string().max(100) }),
    response: tournamentSchema,
  }),
  create: endpoint({
    id: 'tournaments.create',
    method: 'POST',
    path: '/tournaments',
    summary:
      'Creates a tournament (in developing); zoneId one the organizer may use (400 `competition/zone-not-allowed`), default their one assigned zone, else W',
    roles: organizers,
    body: createTournamentSchema,
    response: tournamentSchema,
    status: 201,
  }),
  update: endpoint({
    id: 'tournaments.update',
    method: 'PUT',
    path: '/tournaments/:id',
    summary:
      'Changes a tournament (only the fields sent); a new zoneId must be one the caller may use; a finished tournament’s zone or test flag changed reschedules the results job',
    roles: organizers,
    params: idParams,
    body: updateTournamentSchema,
    response: tournamentSchema,
  }),
  remove: endpoint({
    id: 'tournaments.remove',
    method: 'DELETE',
    path: '/tournaments/:id',
    summary: 'Deletes a tournament (refused while it has categories, spec §4)',
    roles: organizers,
    params: idParams,
    response: noContent,
    status: 204,
  }),
  uploadCover: endpoint({
    id: 'tournaments.uploadCover',
    method: 'PUT',
    path: '/tournaments/:id/cover',
    summary: `Sets the cover image: the file itself as the body, Content-Type ${COVER_TYPES.join(', ')}, at most ${COVER_MAX_BYTES / 1024 / 1024} MB`,
    roles: organizers,
    params: idParams,
    response: tournamentSchema,
  }),
  removeCover: endpoint({
    id: 'tournaments.removeCover',
    method: 'DELETE',
    path: '/tournaments/:id/cover',
    summary: 'Removes the cover image',
    roles: organizers,
    params: idParams,
    response: tournamentSchema,
    status: 200,
  }),
  cover: endpoint({
    id: 'tournaments.cover',
    method: 'GET',
    path: '/tournaments/:id/cover',
    summary: 'The cover image itself (binary, its own Content-Type); 404 without one',
    params: idParams,
    response: fileAnswer,
    file: COVER_TYPES,
  }),
  changeStatus: endpoint({
    id: 'tournaments.changeStatus',
    method: 'POST',
    path: '/tournaments/:id/status',
    summary:
      'A status action: openForViewing, openRegistration, closeRegistration, start (before dateStart only with earlyStartConfirmed), stepBack (Online → the status before it, while no fight has started), finish',
    roles: organizers,
    params: idParams,
    body: statusActionSchema,
    response: tournamentSchema,
    status: 200,
  }),
} as const;
