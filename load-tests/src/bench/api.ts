import { randomBytes } from 'node:crypto';

/** A JSON answer of the API, read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked where they are used
export type Json = Record<string, any>;

/** Plain fetch against the server under test (loopback only), bounded, throwing on an unexpected status. */
export class Api {
  constructor(
    readonly baseUrl: string,
    private token: string | null = null,
  ) {}

  async request(method: string, path: string, body?: unknown, expect = [200, 201, 204]): Promise<Json> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: this.token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    if (!expect.includes(res.status))
      throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    if (method === 'POST' && path === '/api/auth/login') this.token = res.headers.get('authorization');
    return text ? (JSON.parse(text) as Json) : {};
  }

  get authToken(): string {
    if (!this.token) throw new Error('not signed in');
    return this.token;
  }

  async login(email: string, password: string): Promise<string> {
    await this.request('POST', '/api/auth/login', { email, password }, [200]);
    return this.authToken;
  }
}

export interface Ring {
  areaId: string;
  fightId: string;
}

export interface World {
  tournamentId: string;
  nominationId: string;
  rings: Ring[];
  /** A fight assigned to no ring: the bare conditional UPDATE runs on its row. */
  spareFightId: string;
}

/**
 * The benchmark's tournament, built through the organizer API as an organizer would: a category with seven fighters
 * (registered accounts), one pool stage generated into 21 fights, `rings` rings with one fight each (so a poll answer
 * is the same size as a pushed message), opened for viewing and started.
 */
export async function createWorld(api: Api, rings: number): Promise<World> {
  const FIGHTERS = 7;
  if (rings > (FIGHTERS * (FIGHTERS - 1)) / 2 - 1) throw new Error(`at most 20 rings (asked ${rings})`);
  const tag = randomBytes(3).toString('hex');
  const tournament = await api.request('POST', '/api/tournaments', {
    title: `Bench Open ${tag}`,
    idString: `bench-${tag}`,
    dateStart: '2026-05-01',
    dateEnd: '2026-05-03',
  });
  const nomination = await api.request('POST', `/api/tournaments/${tournament._id}/nominations`, {
    title: 'Longsword open',
    idString: `ls-${tag}`,
  });
  const anonymous = new Api(api.baseUrl);
  const names = ['Anna', 'Bertil', 'Carla', 'Dmitri', 'Eero', 'Fatima', 'Gustav'];
  for (let i = 0; i < FIGHTERS; i++) {
    const email = `${names[i].toLowerCase()}.${tag}@example.org`;
    const fighter = await anonymous.request('POST', '/api/auth/register', {
      firstName: names[i],
      lastName: `Bench${tag}`,
      email,
      password: 'bench-password-long',
      passwordConfirm: 'bench-password-long',
    });
    await api.request('POST', `/api/nominations/${nomination._id}/participants`, {
      userId: fighter._id,
      seed: i + 1,
    });
  }
  const stage = await api.request('POST', `/api/nominations/${nomination._id}/stages`, {
    type: 'POOL',
    label: '',
    settings: { poolsCount: 1 },
  });
  const generated = await api.request('POST', `/api/stages/${stage._id}/generate`);
  const fights: Json[] = generated.stage.pools.flatMap((p: Json) => p.fights);
  if (fights.length < rings + 1) throw new Error(`the pool has ${fights.length} fights; need ${rings + 1}`);
  const out: Ring[] = [];
  for (let r = 0; r < rings; r++) {
    const area = await api.request('POST', `/api/tournaments/${tournament._id}/areas`, {
      title: `Ring ${r + 1}`,
    });
    await api.request('PUT', `/api/areas/${area._id}/fights`, { fightIds: [fights[r]._id] });
    out.push({ areaId: area._id, fightId: fights[r]._id });
  }
  await api.request('POST', `/api/tournaments/${tournament._id}/status`, { action: 'openForViewing' });
  await api.request('POST', `/api/tournaments/${tournament._id}/status`, { action: 'start' });
  return {
    tournamentId: tournament._id,
    nominationId: nomination._id,
    rings: out,
    spareFightId: fights[rings]._id,
  };
}
