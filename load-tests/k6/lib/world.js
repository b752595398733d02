/* global __ENV */
import http from 'k6/http';
import { check, fail } from 'k6';

/**
 * The benchmark's ring, made through the organizer API (like load-tests/src/bench/api.ts): a category with seven
 * registered fighters, a generated pool, one ring with its first fight, opened and started, the fight's clock started.
 * With AREA_ID and FIGHT_ID set, uses that ring instead (the fight must be running).
 */

export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

function call(method, path, body, token, expected) {
  const res = http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: Object.assign({ 'content-type': 'application/json' }, token ? { authorization: token } : {}),
    tags: { name: `setup ${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}` },
  });
  if (!check(res, { [`${method} ${path}`]: (r) => (expected || [200, 201, 204]).includes(r.status) }))
    fail(`${method} ${path}: HTTP ${res.status} ${String(res.body).slice(0, 200)}`);
  return res;
}

export function login() {
  const res = call('POST', '/api/auth/login', {
    email: __ENV.ORGANIZER_EMAIL || 'organizer@demo.hema',
    password: __ENV.ORGANIZER_PASSWORD || 'demo-password',
  });
  return res.headers.Authorization || res.headers.authorization;
}

export function createRing(token) {
  if (__ENV.AREA_ID && __ENV.FIGHT_ID) return { areaId: __ENV.AREA_ID, fightId: __ENV.FIGHT_ID };
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const tournament = call(
    'POST',
    '/api/tournaments',
    {
      title: `k6 Open ${tag}`,
      idString: `k6-${tag}`,
      dateStart: '2026-05-01',
      dateEnd: '2026-05-03',
    },
    token,
  ).json();
  const nomination = call(
    'POST',
    `/api/tournaments/${tournament._id}/nominations`,
    {
      title: 'Longsword open',
      idString: `ls-${tag}`,
    },
    token,
  ).json();
  const names = ['Anna', 'Bertil', 'Carla', 'Dmitri', 'Eero', 'Fatima', 'Gustav'];
  names.forEach((name, i) => {
    const fighter = call('POST', '/api/auth/register', {
      firstName: name,
      lastName: `K6${tag}`,
      email: `${name.toLowerCase()}.${tag}@example.org`,
      password: 'k6-password-long',
      passwordConfirm: 'k6-password-long',
    }).json();
    call(
      'POST',
      `/api/nominations/${nomination._id}/participants`,
      { userId: fighter._id, seed: i + 1 },
      token,
    );
  });
  const stage = call(
    'POST',
    `/api/nominations/${nomination._id}/stages`,
    {
      type: 'POOL',
      label: '',
      settings: { poolsCount: 1 },
    },
    token,
  ).json();
  const generated = call('POST', `/api/stages/${stage._id}/generate`, undefined, token).json();
  const fightId = generated.stage.pools[0].fights[0]._id;
  const area = call('POST', `/api/tournaments/${tournament._id}/areas`, { title: 'Ring 1' }, token).json();
  call('PUT', `/api/areas/${area._id}/fights`, { fightIds: [fightId] }, token);
  call('POST', `/api/tournaments/${tournament._id}/status`, { action: 'openForViewing' }, token);
  call('POST', `/api/tournaments/${tournament._id}/status`, { action: 'start' }, token);
  call(
    'POST',
    `/api/fights/${fightId}/commands`,
    {
      commandId: `k6-start-${tag}`,
      event: { type: 'START', at: Date.now() },
    },
    token,
  );
  return { areaId: area._id, fightId };
}
