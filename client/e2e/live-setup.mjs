/**
 * Builds a live tournament through the API the way an organizer would (live path tests): tournament, category,
 * four participants, a pool stage, generated fights, a ring with the pool's fights assigned in bout order.
 */

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return { data, headers: response.headers };
}

export async function signInByApi(baseUrl, email, password = 'demo-password') {
  const { data, headers } = await api(baseUrl, null, 'POST', '/auth/login', { email, password });
  return { token: headers.get('authorization'), user: data };
}

/** Returns ids and names of everything created, plus the organizer's token. */
export async function buildLiveTournament(
  baseUrl,
  { suffix = Date.now().toString(36), withFights = true } = {},
) {
  const { token } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const call = (method, path, body) => api(baseUrl, token, method, path, body).then((r) => r.data);

  const today = new Date().toISOString().slice(0, 10);
  const tournament = await call('POST', '/tournaments', {
    title: `Live Cup ${suffix}`,
    idString: `live-cup-${suffix}`,
    dateStart: today,
    dateEnd: today,
    description: 'A one-day longsword open: pools, then the bracket.',
  });
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'openForViewing' });
  const nomination = await call('POST', `/tournaments/${tournament._id}/nominations`, {
    title: 'Longsword open',
    idString: `longsword-${suffix}`,
    colorLeft: 'red',
    colorRight: 'blue',
  });
  // A tournament starts once it has a category.
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'start' });
  const area = await call('POST', `/tournaments/${tournament._id}/areas`, { title: 'Ring A' });
  if (!withFights) return { token, tournament, nomination, area, fights: [] };

  const users = await call('GET', '/users?perPage=0');
  const demo = users.items.filter(
    (u) => /@demo\.hema$/.test(u.email ?? '') || /(Admin|Organizer|Trial|Fighter)$/.test(u.name),
  );
  const fighters = (demo.length >= 4 ? demo : users.items).slice(0, 4);
  if (fighters.length < 4) throw new Error(`need four users to fight, found ${fighters.length}`);
  for (const fighter of fighters) {
    await call('POST', `/nominations/${nomination._id}/participants`, { userId: fighter._id });
  }
  const stage = await call('POST', `/nominations/${nomination._id}/stages`, {
    type: 'POOL',
    settings: { poolsCount: 1 },
  });
  await call('POST', `/stages/${stage._id}/generate`);
  const stages = await call('GET', `/nominations/${nomination._id}/stages`);
  const pool = stages.items[0].pools[0];
  const fights = [...pool.fights].sort((a, b) => a.index - b.index);
  await call('PUT', `/areas/${area._id}/fights`, { fightIds: fights.map((f) => f._id) });
  return { token, tournament, nomination, area, pool, fights };
}
