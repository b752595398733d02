import { seededRandom, seedOf, simulateEventDay, type DayStage, type FoughtFight } from './event-day.js';

/**
 * The demo history's tournaments and their event days, pure: the seed (server/src/seed/demo-history.ts) builds its
 * tournaments, categories and fights from this plan and writes the fights' rings and times from `historyEventDay`,
 * and `npm run bench:schedule` replays the same days. Each tournament draws from its own stream (seeded by its
 * slug), so the plan does not depend on who fights in it.
 */

/** A tournament of the yearly circuit: where it is held and which weapons it has categories for. */
export interface CircuitStop {
  title: string;
  city: string;
  country: string;
  zone: 'RU' | 'EU';
  month: number;
  weapons: string[];
  /** The city's offset from UTC that month (hours): the day is planned in local time. */
  utcOffset: number;
}

export const HISTORY_CIRCUIT: readonly CircuitStop[] = [
  {
    title: 'Helsinki Winter Tournament',
    city: 'Helsinki',
    country: 'FI',
    zone: 'EU',
    month: 1,
    weapons: ['Longsword', 'Sabre'],
    utcOffset: 2,
  },
  {
    title: 'Moscow Open',
    city: 'Moscow',
    country: 'RU',
    zone: 'RU',
    month: 2,
    weapons: ['Longsword', 'Sabre', 'Rapier'],
    utcOffset: 3,
  },
  {
    title: 'Warsaw Sabre Cup',
    city: 'Warsaw',
    country: 'PL',
    zone: 'EU',
    month: 4,
    weapons: ['Sabre', 'Messer'],
    utcOffset: 2,
  },
  {
    title: 'White Nights Cup',
    city: 'Saint Petersburg',
    country: 'RU',
    zone: 'RU',
    month: 6,
    weapons: ['Longsword', 'Rapier'],
    utcOffset: 3,
  },
  {
    title: 'Baltic Steel',
    city: 'Tallinn',
    country: 'EE',
    zone: 'EU',
    month: 8,
    weapons: ['Longsword', 'Rapier', 'Messer'],
    utcOffset: 3,
  },
  {
    title: 'Kazan Kremlin Cup',
    city: 'Kazan',
    country: 'RU',
    zone: 'RU',
    month: 9,
    weapons: ['Sabre', 'Longsword'],
    utcOffset: 3,
  },
  {
    title: 'Berlin Fechtfest',
    city: 'Berlin',
    country: 'DE',
    zone: 'EU',
    month: 10,
    weapons: ['Longsword', 'Messer', 'Sabre'],
    utcOffset: 2,
  },
];

export const HISTORY_FIRST_YEAR = 2021;
/** Marks the history: its tournaments' slugs start with it. */
export const DEMO_HISTORY_PREFIX = 'history-';
/** Category size: a round-robin final pool of this many fighters. */
const POOL_SIZE = { min: 6, max: 9 };
/** The fight time of each weapon's rules in the history (ms). */
export const HISTORY_DURATION_MS: Readonly<Record<string, number>> = {
  Longsword: 90_000,
  Sabre: 60_000,
  Rapier: 120_000,
  Messer: 90_000,
};

export interface HistoryCategoryPlan {
  weapon: string;
  /** The category's index in its tournament. */
  index: number;
  /** Fighters in its pool: it has size·(size−1)/2 fights. */
  size: number;
  durationMs: number;
  /** The ring (0-based) its pool is fought on. */
  ring: number;
}

export interface HistoryTournamentPlan {
  idString: string;
  year: number;
  /** Index in HISTORY_CIRCUIT. */
  stop: number;
  dateStart: string;
  dateEnd: string;
  categories: HistoryCategoryPlan[];
  rings: number;
  /** The planned start of the day's fights (epoch ms). */
  dayStart: number;
  lunch: { from: number; to: number };
  /** The seed of the day's fights. */
  seed: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;

/** The history's tournaments up to a week before `now`, oldest first. */
export function planDemoHistory(now: Date): HistoryTournamentPlan[] {
  const plans: HistoryTournamentPlan[] = [];
  for (let year = HISTORY_FIRST_YEAR; year <= now.getUTCFullYear(); year++) {
    for (const [stop, circuit] of HISTORY_CIRCUIT.entries()) {
      const dateStart = `${year}-${pad(circuit.month)}-${pad(10 + stop)}`;
      if (Date.parse(dateStart) >= now.getTime() - 7 * 86_400_000) continue;
      const idString = `${DEMO_HISTORY_PREFIX}${year}-${stop + 1}`;
      const rand = seededRandom(seedOf(idString));
      const categories = circuit.weapons.map((weapon, index) => ({
        weapon,
        index,
        size: POOL_SIZE.min + Math.floor(rand() * (POOL_SIZE.max - POOL_SIZE.min + 1)),
        durationMs: HISTORY_DURATION_MS[weapon] ?? 90_000,
        ring: 0,
      }));
      // Two categories: one ring or two; three: two rings or three. The longest pools take the emptiest ring.
      const rings = categories.length + (rand() < (categories.length > 2 ? 0.3 : 0.6) ? 0 : -1);
      const load = new Array<number>(rings).fill(0);
      for (const category of [...categories].sort((a, b) => b.size - a.size)) {
        category.ring = load.indexOf(Math.min(...load));
        load[category.ring] += category.size * (category.size - 1);
      }
      const midnight = Date.parse(dateStart) - circuit.utcOffset * 60 * MINUTE;
      const dayStart = midnight + (9.5 * 60 + 15 * Math.floor(rand() * 5)) * MINUTE;
      const lunchFrom = midnight + (12.5 * 60 + 15 * Math.floor(rand() * 5)) * MINUTE;
      plans.push({
        idString,
        year,
        stop,
        dateStart,
        dateEnd: `${year}-${pad(circuit.month)}-${pad(11 + stop)}`,
        categories,
        rings,
        dayStart,
        lunch: { from: lunchFrom, to: lunchFrom + (30 + 15 * Math.floor(rand() * 3)) * MINUTE },
        seed: seedOf(`${idString}:day`),
      });
    }
  }
  return plans;
}

/**
 * A history tournament's event day: its categories' pools on their rings, given each category's fight ids and
 * stage id in bout order (as the seed creates them; the bench makes up ids).
 */
export function historyEventDay(
  plan: HistoryTournamentPlan,
  categories: readonly { nominationId: string; stageId: string; fightIds: readonly string[] }[],
): FoughtFight[] {
  // The rings fight their categories in the tournament's order.
  const stages: DayStage[] = categories.map((category, index) => ({
    nominationId: category.nominationId,
    stageId: category.stageId,
    fights: category.fightIds.map((fightId) => ({ fightId, ring: plan.categories[index].ring })),
  }));
  return simulateEventDay({
    seed: plan.seed,
    start: plan.dayStart,
    rings: plan.rings,
    durationMs: new Map(categories.map((c, index) => [c.nominationId, plan.categories[index].durationMs])),
    stages,
    lunch: plan.lunch,
  });
}
