import type { Tournament } from '@hema/shared/contracts/tournaments';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** What the tournament form edits (spec §3 fields an organizer sets), as its inputs hold them. */
// A type, not an interface: the form kit takes records with an index signature.
export type TournamentFormValues = {
  title: string;
  idString: string;
  description: string;
  descriptionPayment: string;
  stream: string;
  link: { url: string; label: string };
  linkRules: { url: string; label: string };
  /** The tournament's zone (spec §1); null on a new one: the server gives it the organizer's zone, else W. */
  zoneId: string | null;
  country: string | null;
  city: string;
  address: string;
  /** yyyy-MM-dd (the date picker's value) */
  dateStart: string | null;
  dateEnd: string | null;
  /** yyyy-MM-dd HH:mm in the organizer's time zone */
  registrationDateStart: string | null;
  registrationDateEnd: string | null;
  isTest: boolean;
  /** Minutes before the schedule shows a ring as stale; '' = the default (the number input's empty value). */
  staleRingMinutes: number | string;
  /** The day plan: the venue's zone (the organizer's own by default) and "HH:MM" times, '' = not planned. */
  timeZone: string | null;
  dayStartsAt: string;
  dayEndsAt: string;
  lunchFrom: string;
  lunchTo: string;
  /** '' = learned from the day. */
  stageBreakMinutes: number | string;
};

const LOCAL_TIME = 'YYYY-MM-DD HH:mm';

export const EMPTY_TOURNAMENT_FORM: TournamentFormValues = {
  title: '',
  idString: '',
  description: '',
  descriptionPayment: '',
  stream: '',
  link: { url: '', label: '' },
  linkRules: { url: '', label: '' },
  zoneId: null,
  country: null,
  city: '',
  address: '',
  dateStart: null,
  dateEnd: null,
  registrationDateStart: null,
  registrationDateEnd: null,
  isTest: false,
  staleRingMinutes: '',
  timeZone: null,
  dayStartsAt: '',
  dayEndsAt: '',
  lunchFrom: '',
  lunchTo: '',
  stageBreakMinutes: '',
};

/** The organizer's own zone: where a new tournament's day plan is most likely to be. */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
/** A native time input may hold seconds ("09:00:00"): the contract keeps minutes. */
const minutes = (time: string) => (time ? time.slice(0, 5) : null);

const toLocal = (iso: string | null) => (iso ? dayjs(iso).format(LOCAL_TIME) : null);
const toInstant = (local: string | null) => {
  if (!local) return null;
  const parsed = dayjs(local, LOCAL_TIME, true);
  return parsed.isValid() ? parsed.toISOString() : local;
};

/** The form's values of a saved tournament. */
export function tournamentFormValues(tournament: Tournament): TournamentFormValues {
  return {
    title: tournament.title,
    idString: tournament.idString,
    description: tournament.description,
    descriptionPayment: tournament.descriptionPayment,
    stream: tournament.stream,
    link: { ...tournament.link },
    linkRules: { ...tournament.linkRules },
    zoneId: tournament.zoneId,
    country: tournament.country,
    city: tournament.city ?? '',
    address: tournament.address ?? '',
    dateStart: tournament.dateStart,
    dateEnd: tournament.dateEnd,
    registrationDateStart: toLocal(tournament.registrationDateStart),
    registrationDateEnd: toLocal(tournament.registrationDateEnd),
    isTest: tournament.isTest,
    staleRingMinutes: tournament.staleRingMinutes ?? '',
    timeZone: tournament.timeZone,
    dayStartsAt: tournament.dayStartsAt ?? '',
    dayEndsAt: tournament.dayEndsAt ?? '',
    lunchFrom: tournament.lunchFrom ?? '',
    lunchTo: tournament.lunchTo ?? '',
    stageBreakMinutes: tournament.stageBreakMinutes ?? '',
  };
}

/**
 * The body the contract validates: an empty date is missing (so it reads "Field required"), registration times go
 * as instants of the organizer's time zone, empty place fields as null.
 */
export function tournamentBody(values: TournamentFormValues) {
  return {
    ...values,
    // No zone chosen: the server's default on create, the stored zone on update.
    zoneId: values.zoneId ?? undefined,
    dateStart: values.dateStart ?? undefined,
    dateEnd: values.dateEnd ?? undefined,
    registrationDateStart: toInstant(values.registrationDateStart),
    registrationDateEnd: toInstant(values.registrationDateEnd),
    city: values.city || null,
    address: values.address || null,
    staleRingMinutes: typeof values.staleRingMinutes === 'number' ? values.staleRingMinutes : null,
    dayStartsAt: minutes(values.dayStartsAt),
    dayEndsAt: minutes(values.dayEndsAt),
    lunchFrom: minutes(values.lunchFrom),
    lunchTo: minutes(values.lunchTo),
    // A plan's times need a zone to mean anything: without one chosen, the organizer's own.
    timeZone:
      values.timeZone ?? (values.dayStartsAt || values.dayEndsAt || values.lunchFrom ? ownZone() : null),
    stageBreakMinutes: typeof values.stageBreakMinutes === 'number' ? values.stageBreakMinutes : null,
  };
}
