import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  categoryTab,
  chooseIn,
  pick,
  signIn,
  statusAction,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';
import { expectText } from './judge-setup.mjs';

/**
 * The team categories journey, by clicks and typing only: an organizer creates a tournament with a team category
 * (three a side, team score limit 5) and opens registration; two captains register and apply with their teams; the
 * organizer approves them, adds two more teams, generates the pools and a final, and puts them on a ring; the judge
 * scores every relay bout from the keyboard console while spectators (a phone) and the stream caption follow each
 * bout; the public standings rank the teams; the two best advance to the final, which is fought the same way; the
 * tournament is finished and the summary shows the teams' medals.
 */

const TAG = Date.now().toString(36).slice(-5);
const TITLE = `Relay Open ${TAG}`;
const CATEGORY = 'Team longsword';
/** Captains register and apply with two fencers of the platform each. */
const CAPTAINS = [
  {
    first: 'Ilze',
    last: `Ozola${TAG}`,
    team: 'Riga Ravens',
    mates: [
      ['Mikko', 'Mikko Laine'],
      ['Aino', 'Aino Virtanen'],
    ],
  },
  {
    first: 'Rasmus',
    last: `Kivi${TAG}`,
    team: 'Tartu Tigers',
    mates: [
      ['Dmitry', 'Dmitry Sokolov'],
      ['Olga', 'Olga Ivanova'],
    ],
  },
];
/** Teams the organizer adds. */
const ADDED = [
  {
    team: 'Oslo Otters',
    fencers: [
      ['Kaspar', 'Kaspar Tamm'],
      ['Liis', 'Liis Kask'],
      ['Erik', 'Erik Lindqvist'],
    ],
  },
  // The third fencer is new: created on the spot in the team form.
  {
    team: 'Pskov Pikes',
    fencers: [
      ['Sofia', 'Sofia Berg'],
      ['Pavel', 'Pavel Orlov'],
    ],
    newFencer: ['Nadia', `Petrova${TAG}`],
  },
];

/** A captain registers, then applies for the team category with a team: herself and two fencers of the platform. */
async function captainApplies(newPage, baseUrl, address, captain) {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/registration`);
  await acceptCookies(page);
  await page.getByLabel(/first name/i).fill(captain.first);
  await page.getByLabel(/last name/i).fill(captain.last);
  await page.getByLabel(/e-?mail/i).fill(`${captain.first}.${captain.last}@example.org`.toLowerCase());
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('captain-password');
  await page.getByLabel(/confirm|repeat/i).fill('captain-password');
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await page.waitForURL(`${baseUrl}/`, WAIT);
  await page.goto(`${baseUrl}/tournament/${address}/registration`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.waitFor(WAIT);
  await form.getByLabel(CATEGORY).check();
  const team = form.getByTestId('apply-team');
  await team.getByLabel(/^Team name/).fill(captain.team);
  await pick(team, page, 'Fencer 1', captain.last, `${captain.first} ${captain.last}`);
  for (const [i, [typed, name]] of captain.mates.entries())
    await pick(team, page, `Fencer ${i + 2}`, typed, name);
  await form.getByRole('button', { name: 'Send application' }).click();
  await page.getByText('Your application is sent').waitFor(WAIT);
  return page;
}

async function addTeam(page, { team, fencers, newFencer }, screenshot) {
  await page.getByRole('button', { name: 'Add team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add team' });
  await dialog.getByLabel(/^Team name/).fill(team);
  for (const [i, [typed, name]] of fencers.entries())
    await pick(dialog, page, `Fencer ${i + 1}`, typed, name);
  if (newFencer) {
    // A namesake of a platform user is warned about; a new last name makes a new fencer.
    const place = `Fencer ${fencers.length + 1}`;
    await dialog.getByRole('button', { name: `New fencer: ${place}` }).click();
    const create = page.getByRole('dialog', { name: `New fencer: ${place}` });
    await create.getByLabel('First name').fill(newFencer[0]);
    await create.getByLabel('Last name').fill('Petrova');
    await create.getByText(/^Users with this name already exist: Nadia Petrova/).waitFor(WAIT);
    await create.getByLabel('Last name').fill(newFencer[1]);
    await create.getByText(/^Users with this name already exist/).waitFor({ state: 'hidden', ...WAIT });
    await create.getByRole('button', { name: 'Put in the line-up' }).click();
    await create.waitFor({ state: 'hidden', ...WAIT });
    const filled = dialog.getByRole('textbox', { name: new RegExp(`^${place}`) });
    assert.equal(await filled.inputValue(), `${newFencer.join(' ')} (new)`);
    await screenshot(page, 'team-journey-team-form-1280-en');
  }
  await dialog.getByRole('button', { name: 'Add team' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await page.getByRole('table', { name: 'Teams' }).locator('tbody tr', { hasText: team }).waitFor(WAIT);
}

/**
 * Scores a relay match's nine bouts from the console's keys. Bout k ends by itself when a team total reaches 5k:
 * the left team scores five in each bout but the `rightScores` ones, where the right scores one first and then five.
 * After each bout the spectators' and the caption's team score follow.
 */
async function scoreRelay(judge, { followers = [], rightScores = [] } = {}) {
  let left = 0;
  let right = 0;
  for (let bout = 1; bout <= 9; bout++) {
    await expectText(
      judge,
      '[data-testid="relay-bout"]',
      new RegExp(`^Bout ${bout} of 9 · to ${bout * 5}\\b`),
      `bout ${bout}`,
    );
    await expectText(judge, '[data-testid="fight-status"]', /scheduled/i, `bout ${bout} to start`);
    await judge.keyboard.press('Space');
    await expectText(judge, '[data-testid="fight-status"]', /running/i, `bout ${bout} runs`);
    if (rightScores.includes(bout)) {
      await judge.keyboard.press(']');
      right += 1;
      await expectText(
        judge,
        '[data-testid="relay-total"]',
        `${left}:${right}`,
        `right's point in bout ${bout}`,
      );
    }
    for (let point = 0; point < 5; point++) await judge.keyboard.press('q');
    left += 5;
    // After the last bout the ring moves on to its next match: the match's result is read on the pool page.
    if (bout < 9)
      for (const follower of followers)
        await expectText(
          follower.page,
          follower.selector,
          follower.text(left, right, bout),
          `${follower.name} after bout ${bout}`,
        );
  }
  return { left, right };
}

/** The judge console of a ring, opened from its "Ring scores" link on the rings page. */
async function openRingConsole(page, newPage, ring) {
  const row = page.getByRole('table', { name: 'Rings' }).locator('tbody tr', { hasText: ring });
  const href = await row.getByRole('link', { name: 'Ring scores', exact: true }).getAttribute('href');
  const judge = await newPage({ width: 1280, height: 900 });
  await signIn(judge, new URL(page.url()).origin, 'organizer@demo.hema', 'demo-password', href);
  await judge.waitForURL(`**${href}`, WAIT);
  await judge.getByTestId('judge-console').waitFor(WAIT);
  return judge;
}

/** Puts a whole stage of the category on the ring. */
async function stageOnRing(page, ring, stageButton, queued) {
  const rings = page.getByRole('table', { name: 'Rings' });
  await rings
    .locator('tbody tr', { hasText: ring })
    .getByRole('button', { name: `Fights of ${ring}` })
    .click();
  const fights = page.getByRole('dialog', { name: `Fights of ${ring}` });
  await chooseIn(fights, page, 'Category', CATEGORY);
  await fights.getByRole('button', { name: stageButton }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Queue of the ring"] li').length >= n,
    queued,
    WAIT,
  );
  await page.keyboard.press('Escape');
  await fights.waitFor({ state: 'hidden', ...WAIT });
}

export const tests = [
  {
    name: 'a team category from applications to medals: captains apply, relay matches scored from the keyboard, spectators and the caption follow, a final, medals',
    async run({ baseUrl, newPage, screenshot }) {
      // The organizer creates the tournament and its team category, and opens registration.
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);
      await page.getByRole('button', { name: 'Create tournament' }).click();
      let dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      const free = dialog.getByText(/^Free: \/tournament\//);
      await free.waitFor(WAIT);
      const address = (await free.textContent()).replace(/^Free: \/tournament\//, '').trim();
      const today = new Date().toISOString().slice(0, 10);
      await dialog.getByRole('combobox', { name: /^Starts/ }).fill(today);
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill(today);
      await dialog.getByRole('button', { name: 'Create tournament' }).click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      const overview = page.url();

      await tournamentTab(page, 'Categories');
      await page.getByRole('button', { name: 'Add category' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a category' });
      await dialog.getByLabel('Title').fill(CATEGORY);
      await dialog.getByLabel('Weapon', { exact: true }).first().fill('Long');
      await page.getByRole('option', { name: 'Longsword', exact: true }).click(WAIT);
      await dialog.getByRole('switch', { name: 'Team category' }).check();
      await dialog.getByLabel('Team members').fill('3');
      await dialog.getByLabel(/^Team score limit per fight/).fill('5');
      await screenshot(page, 'team-journey-category-1280-en');
      await dialog.getByRole('button', { name: 'Add category' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: CATEGORY })
        .waitFor(WAIT);

      await tournamentTab(page, 'Registration');
      await page.getByRole('switch', { name: 'Registration enabled' }).check();
      await page.getByRole('button', { name: 'Save registration settings' }).click();
      await page.getByText('Registration settings saved').waitFor(WAIT);
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Open registration');
      await page.getByText('Status: Registration open').first().waitFor(WAIT);

      // Two captains register and apply with their teams.
      const captains = [];
      for (const captain of CAPTAINS) captains.push(await captainApplies(newPage, baseUrl, address, captain));

      // The organizer approves them: their teams enter the category.
      await tournamentTab(page, 'Applications');
      const applications = page.getByRole('table', { name: 'Applications' });
      await applications.locator('tbody tr', { hasText: CAPTAINS[1].last }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Approve all' }).click();
      await page
        .getByRole('dialog', { name: 'Approve all' })
        .getByRole('button', { name: 'Approve 2' })
        .click();
      await page.getByText('2 applications changed').waitFor(WAIT);

      // Two more teams, added by the organizer; then the pools and the final.
      await tournamentTab(page, 'Categories');
      await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await page.getByRole('heading', { name: CATEGORY }).waitFor(WAIT);
      await categoryTab(page, 'Requests');
      const teams = page.getByRole('table', { name: 'Teams' });
      for (const captain of CAPTAINS) {
        const row = teams.locator('tbody tr', { hasText: captain.team });
        await row.waitFor(WAIT);
        assert.equal(await row.getByText('Application pending').count(), 0, `${captain.team} entered`);
      }
      const teamsPage = page.url();
      for (const team of ADDED) await addTeam(page, team, screenshot);
      assert.equal(await teams.locator('tbody tr').count(), 4);
      await screenshot(page, 'team-journey-teams-1280-en');

      await categoryTab(page, 'Stages');
      await page.getByRole('button', { name: 'Add stage' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel('Pools count').fill('2');
      await dialog.getByLabel('Goes to next stage').fill('2');
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      const pools = page.locator('tbody tr', { hasText: 'Pools 1' });
      await pools.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.getByText(/^Pools 1 generated\. Groups: 2/).waitFor(WAIT);
      await page.getByRole('button', { name: 'Add stage' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel(/^Type/).first().click();
      await page.getByRole('option', { name: 'Elimination', exact: true }).click();
      await dialog.getByLabel('Elimination size').fill('2');
      await dialog.getByLabel('To the finals').check();
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.getByText(/^No stage marked as To the Finals/).waitFor({ state: 'hidden', ...WAIT });
      await screenshot(page, 'team-journey-stages-1280-en');

      // A ring with the pools' matches (each match stands for its nine bouts), and the tournament starts.
      await page.goto(overview);
      await tournamentTab(page, 'Rings');
      await page.getByRole('button', { name: 'Add ring' }).click();
      const add = page.getByRole('dialog', { name: 'Add a ring' });
      await add.getByLabel('Title').fill('Relay ring');
      await add.getByRole('button', { name: 'Add ring' }).click();
      await page.getByText('Ring added: Relay ring').waitFor(WAIT);
      await stageOnRing(page, 'Relay ring', /^Whole stage: Pools/, 18);
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Start');
      await page.getByText('Status: Online').first().waitFor(WAIT);
      await tournamentTab(page, 'Rings');

      // Spectators on a phone and the stream caption follow the ring; the judge scores the first match.
      const spectator = await newPage({ width: 390, height: 844 });
      await spectator.goto(`${baseUrl}/tournament/${address}`);
      await acceptCookies(spectator);
      const ringId = await page
        .getByRole('table', { name: 'Rings' })
        .locator('tbody tr', { hasText: 'Relay ring' })
        .getByRole('link', { name: 'Ring scores', exact: true })
        .getAttribute('href')
        .then((href) => href.split('/').pop());
      const tournamentId = new URL(overview).pathname.split('/').pop();
      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(`${baseUrl}/tournament/${tournamentId}/area-stream-caption/${ringId}`);
      const judge = await openRingConsole(page, newPage, 'Relay ring');
      await judge.getByTestId('relay-bout').waitFor(WAIT);
      const team1 = await judge.getByTestId('relay-team-1').textContent();
      await expectText(
        caption,
        '[data-testid="caption-team-1"]',
        new RegExp(`^${team1} · 0$`),
        'caption before',
      );
      const first = await scoreRelay(judge, {
        rightScores: [2, 5],
        followers: [
          {
            name: 'spectators',
            page: spectator,
            selector: '[data-testid="relay-total"]',
            text: (l, r) => `${l}:${r}`,
          },
          {
            name: 'the caption',
            page: caption,
            selector: '[data-testid="caption-team-1"]',
            text: (l) => new RegExp(`· ${l}$`),
          },
        ],
      });
      assert.deepEqual(first, { left: 45, right: 2 });
      await screenshot(spectator, 'team-journey-spectator-390-en');
      await screenshot(caption, 'team-journey-caption-1280-en');
      // The second pool's match on the same ring.
      await scoreRelay(judge, { rightScores: [1, 3, 7] });

      // The public standings rank the teams.
      await spectator.goto(`${baseUrl}/tournament/${address}/categories`);
      await spectator.getByRole('link', { name: CATEGORY }).first().click();
      await spectator.getByRole('link', { name: 'Standings', exact: true }).click();
      await spectator.getByTestId('standings-row').nth(3).waitFor(WAIT);
      assert.equal(await spectator.getByTestId('standings-place').first().textContent(), '1');
      await screenshot(spectator, 'team-journey-standings-390-en');
      // The spectator follows the best-placed team from its name: a finalist.
      await spectator.getByTestId('standings-row').first().getByRole('link').click();
      const followed = (await spectator.getByTestId('followed-name').textContent()).trim();
      assert.ok(
        [...CAPTAINS, ...ADDED].some((t) => t.team === followed),
        `following a team: ${followed}`,
      );

      // The two pool winners advance to the final, fought on the same ring.
      await page.goto(overview);
      await tournamentTab(page, 'Categories');
      await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await categoryTab(page, 'Stages');
      await page.locator('tbody tr', { hasText: 'Pools 1' }).getByRole('button', { name: 'Advance' }).click();
      dialog = page.getByRole('dialog', { name: 'Advance from Pools 1' });
      await dialog.getByRole('button', { name: /^Advance 2/ }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.goto(overview);
      await tournamentTab(page, 'Rings');
      await stageOnRing(page, 'Relay ring', /^Whole stage: (?!Pools)/, 9);
      // Once the final is on, the follower sees its team score and the relay bout, bout after bout, from the team's side.
      await expectText(judge, '[data-testid="relay-bout"]', /^Bout 1 of 9/, 'the final on the ring');
      const leftIsFollowed = (await judge.getByTestId('relay-team-1').textContent()) === followed;
      await scoreRelay(judge, {
        rightScores: [4],
        followers: [
          {
            name: 'the team follower',
            page: spectator,
            selector: '[data-testid="follow-score"]',
            text: (l, r) => (leftIsFollowed ? `${l} : ${r}` : `${r} : ${l}`),
          },
          {
            name: "the follower's bout",
            page: spectator,
            selector: '[data-testid="follow-bout"]',
            text: (l, r, bout) => new RegExp(`^Bout ${bout + 1} of 9`),
          },
        ],
      });
      await screenshot(spectator, 'team-journey-follow-390-en');
      await judge.getByTestId('ring-done').waitFor(WAIT);

      // Finished: the teams' medals on the summary.
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Finish');
      await page.getByText('Status: Completed').first().waitFor(WAIT);
      await spectator.goto(`${baseUrl}/tournament/${address}/summary`);
      const medallists = spectator.getByTestId('medallists');
      await medallists.getByText('Gold').waitFor(WAIT);
      const medals = await medallists.innerText();
      assert.ok(
        [...CAPTAINS, ...ADDED].filter((t) => medals.includes(t.team)).length >= 2,
        `teams among the medallists: ${medals}`,
      );
      await screenshot(spectator, 'team-journey-summary-390-en');
      // The same pages in Russian.
      await spectator.evaluate(() => localStorage.setItem('language', 'ru'));
      await spectator.reload();
      await spectator.getByTestId('medallists').getByText('Золото').waitFor(WAIT);
      await screenshot(spectator, 'team-journey-summary-390-ru');
      await page.evaluate(() => localStorage.setItem('language', 'ru'));
      await page.goto(teamsPage);
      await page.getByRole('table', { name: 'Команды' }).locator('tbody tr').nth(3).waitFor(WAIT);
      await screenshot(page, 'team-journey-teams-1280-ru');
      for (const p of [page, judge, spectator, ...captains]) assertNoConsoleErrors(p);
    },
  },
];

describeFile(import.meta.url, tests);
