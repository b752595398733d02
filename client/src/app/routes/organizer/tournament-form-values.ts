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
};

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
  };
}
