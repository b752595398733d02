import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { Response } from 'superagent';
import { Club } from '../../src/catalog/club.entity.js';
import { User } from '../../src/users/user.entity.js';
import type { TestApp } from '../support/test-app.js';

/** A document answer with its bytes as a Buffer (supertest parses only text types by itself). */
export async function download(
  t: TestApp,
  path: string,
  token?: string,
): Promise<Response & { body: Buffer }> {
  const req = t.http
    .get(`/api${path}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return (await (token ? req.set('Authorization', token) : req)) as Response & { body: Buffer };
}

/** The error body of a refused document request (parsed from the bytes, which are JSON then). */
export const errorOf = (res: { body: Buffer }) =>
  JSON.parse(res.body.toString('utf8')) as Record<string, string>;

/** The text of a PDF as poppler's pdftotext reads it (what a person copying from the page would get). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'hema-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function expectPdf(res: { status: number; headers: Record<string, string>; body: Buffer }) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-z0-9-]+\.pdf"; filename\*=UTF-8''/,
  );
  expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Fighters with exactly these names (Cyrillic, accented Latin), in clubs of the given countries. */
export async function namedFighters(
  t: TestApp,
  people: { name: string; country?: string; club?: { title: string; country: string } }[],
): Promise<string[]> {
  const ids: string[] = [];
  const clubs = new Map<string, string>();
  for (const person of people) {
    let clubId: string | null = null;
    if (person.club) {
      clubId = clubs.get(person.club.title) ?? null;
      if (!clubId) {
        const club = await t.db.getRepository(Club).save({
          title: `${person.club.title} ${randomBytes(2).toString('hex')}`,
          country: person.club.country,
        });
        clubId = club.id;
        clubs.set(person.club.title, clubId);
      }
    }
    const tag = randomBytes(4).toString('hex');
    const [firstName, ...rest] = person.name.split(' ');
    const saved = await t.db.getRepository(User).save({
      firstName,
      lastName: rest.join(' ') || tag,
      name: person.name,
      username: `p${tag}`,
      email: `p${tag}@example.org`,
      passwordHash: 'not-a-password',
      country: person.country ?? null,
      clubId,
    });
    ids.push(saved.id);
  }
  return ids;
}
