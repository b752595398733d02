import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/config.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';
import { CompetitionFixtures, type View } from '../competition/competition-fixtures.js';

/**
 * Mails that help (issue "A real event, run by real people"): absolute links from PUBLIC_URL, one mail per fighter
 * and event however many categories it touches, and a mail when organizer access is approved or refused.
 */

const PUBLIC_URL = 'https://hema.example.org';
const DAY = 86_400_000;
const PAYMENT = 'Pay 40 EUR to FI12 3456 7890 before the event.';

let t: TestApp;
let f: CompetitionFixtures;
let owner: string;

beforeAll(async () => {
  // A trailing slash is what people paste; links must not get a double one.
  t = await startTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
  f = new CompetitionFixtures(t);
  owner = await t.login(DEMO.organizer);
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => ({ Authorization: token });

async function account(): Promise<{ email: string; token: string }> {
  const email = `fighter.${randomBytes(4).toString('hex')}@example.org`;
  const res = await t.http.post('/api/auth/register').send({
    firstName: 'Aino',
    lastName: 'Virtanen',
    email,
    password: 'long-enough-password',
    passwordConfirm: 'long-enough-password',
  });
  expect(res.status).toBe(201);
  return { email, token: res.headers.authorization as string };
}

const mailsTo = async (email: string) => (await t.mail.readOutbox()).filter((m) => m.to === email);

/** Every http(s) link in a mail, and whether any link is relative (a path alone on a line or after a colon). */
const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const hasRelativeLink = (text: string) => /(^|\s)\/[a-z]/m.test(text);

describe('configuration', () => {
  it('defaults PUBLIC_URL to localhost on the port and refuses what is not an http(s) address', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://hema.example.org/' }).PUBLIC_URL).toBe(
      'https://hema.example.org',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'hema.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://hema.example.org' })).toThrow(/PUBLIC_URL/);
  });
});

describe('application mails', () => {
  it('sends one mail for an application to three categories, and one for their approval, with absolute links', async () => {
    const now = Date.now();
    const tournament: View = await f.tournament(owner, {
      title: 'Tampere Steel',
      descriptionPayment: PAYMENT,
      registrationEnabled: true,
      registrationDateStart: new Date(now - DAY).toISOString(),
      registrationDateEnd: new Date(now + 10 * DAY).toISOString(),
      // Registration closes by the event's last day (guard rail): the event is after it.
      dateStart: new Date(now + 20 * DAY).toISOString().slice(0, 10),
      dateEnd: new Date(now + 21 * DAY).toISOString().slice(0, 10),
    });
    const categories = await Promise.all(
      ['Longsword', 'Sabre', 'Rapier'].map((title) => f.nomination(owner, tournament._id, { title })),
    );
    const opened = await t.http
      .post(`/api/tournaments/${tournament._id}/status`)
      .set(as(owner))
      .send({ action: 'openRegistration' });
    expect(opened.status).toBe(200);

    const fighter = await account();
    const applied = await t.http
      .post(`/api/tournaments/${tournament._id}/applications`)
      .set(as(fighter.token))
      .send({ nominationIds: categories.map((c) => c._id), answers: [] });
    expect(applied.status).toBe(201);
    expect(applied.body.items).toHaveLength(3);

    const received = await mailsTo(fighter.email);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.subject).toBe('Tampere Steel: your applications for 3 categories');
    for (const title of ['Longsword', 'Sabre', 'Rapier'])
      expect(mail.text).toContain(`We have your application for ${title}.`);
    expect(mail.text).toContain(`What to pay:\n${PAYMENT}`);
    expect(links(mail.text)).toEqual([
      `${PUBLIC_URL}/my/applications`,
      `${PUBLIC_URL}/tournament/${tournament.idString}/registration`,
    ]);
    expect(hasRelativeLink(mail.text)).toBe(false);

    // My applications carries the payment description once for the tournament.
    const mine = await t.http.get('/api/my/applications').set(as(fighter.token));
    expect(mine.status).toBe(200);
    expect(mine.body.tournaments).toEqual([{ _id: tournament._id, descriptionPayment: PAYMENT }]);

    // "Approve all" is one event: one more mail, naming the three categories.
    const approved = await t.http
      .post(`/api/tournaments/${tournament._id}/applications/actions`)
      .set(as(owner))
      .send({ action: 'approveAll' });
    expect(approved.status).toBe(200);
    expect(approved.body.changed).toBe(3);
    const after = await mailsTo(fighter.email);
    expect(after).toHaveLength(2);
    const approval = after.find((m) => m.text.includes('is approved'))!;
    for (const title of ['Longsword', 'Sabre', 'Rapier'])
      expect(approval.text).toContain(`Your application for ${title} is approved.`);
    expect(links(approval.text).every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);

    // One review action on one application: one mail, about that category only.
    const longsword = applied.body.items.find((a: View) => a.nomination._id === categories[0]._id);
    const paid = await t.http
      .post(`/api/applications/${longsword._id}/actions`)
      .set(as(owner))
      .send({ action: 'setPaid' });
    expect(paid.status).toBe(200);
    const last = await mailsTo(fighter.email);
    expect(last).toHaveLength(3);
    expect(last.filter((m) => m.subject === 'Tampere Steel: your application for Longsword')).toHaveLength(1);
  });
});

describe('organizer access mails', () => {
  async function request(): Promise<{ email: string; id: string }> {
    const applicant = await account();
    const res = await t.http
      .post('/api/organizer-requests')
      .set(as(applicant.token))
      .send({ message: 'I run the Spring Cup' });
    expect(res.status).toBe(201);
    return { email: applicant.email, id: res.body._id };
  }

  it('tells the applicant when access is approved, with an absolute link to start', async () => {
    const admin = await t.login(DEMO.admin);
    const applicant = await request();
    expect(await mailsTo(applicant.email)).toHaveLength(0);
    const res = await t.http.post(`/api/organizer-requests/${applicant.id}/approve`).set(as(admin));
    expect(res.status).toBe(200);
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your organizer access is approved');
    expect(links(mails[0].text)).toEqual([`${PUBLIC_URL}/organizer/tournaments`]);
  });

  it('tells a refused applicant, with the reason', async () => {
    const admin = await t.login(DEMO.admin);
    const applicant = await request();
    const res = await t.http
      .post(`/api/organizer-requests/${applicant.id}/refuse`)
      .set(as(admin))
      .send({ reason: 'Tell us which club runs it' });
    expect(res.status).toBe(200);
    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your organizer access request is refused');
    expect(mails[0].text).toContain('Reason: Tell us which club runs it');
    expect(links(mails[0].text)).toEqual([`${PUBLIC_URL}/my/settings`]);
    // A second decision is refused and mails nobody.
    const again = await t.http.post(`/api/organizer-requests/${applicant.id}/approve`).set(as(admin));
    expect(again.status).toBe(409);
    expect(await mailsTo(applicant.email)).toHaveLength(1);
  });
});
