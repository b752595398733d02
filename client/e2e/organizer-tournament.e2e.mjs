import { describeFile } from './suite.mjs';
import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  notified,
  signIn,
  statusAction,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * Tournaments: a trial organizer creates, opens, edits and deletes a tournament by clicks and typing only,
 * and an admin approves one. Screenshots of the pages at 1280 and 390 px, in English and Russian.
 */

const TITLE = 'Riga Longsword Open 2027';
const ADDRESS = 'riga-longsword-open-2027';

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 64×36 PNG in one colour, written to disk as an organizer would pick it in the file dialog. */
function coverFile() {
  const [width, height] = [64, 36];
  const chunk = (type, data) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x3b, 0x5b, 0xdb]))]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'orgtour-')), 'cover.png');
  writeFileSync(path, png);
  return path;
}

/** Waits until the image with this test id has loaded real pixels. */
async function imageLoaded(page, testId) {
  await page.waitForFunction(
    (id) => {
      const img = document.querySelector(`[data-testid="${id}"]`);
      return img?.tagName === 'IMG' && img.complete && img.naturalWidth > 0;
    },
    testId,
    WAIT,
  );
}

/** A dialog's screenshot from its top (the submit focus scrolls it down). */
async function scrollDialogToTop(page) {
  await page.evaluate(() =>
    document
      .querySelectorAll('.mantine-Modal-content, .mantine-Modal-body')
      .forEach((el) => el.scrollTo(0, 0)),
  );
}

/** A notification with this text appeared. */
/** Clicks a status button and confirms it in its dialog. */

export const tests = [
  {
    name: 'a trial organizer creates a tournament, opens it for viewing, edits and deletes it in the browser',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'trial@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);
      await page
        .getByRole('table', { name: 'My tournaments' })
        .getByText('Stockholm Trial Cup')
        .waitFor(WAIT);
      await screenshot(page, 'orgtour-list-1280-en');

      await page.getByRole('button', { name: 'Create tournament' }).click();
      const dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.waitFor(WAIT);
      // Sent empty: every required field says so.
      await dialog.getByRole('button', { name: 'Create tournament' }).click();
      await dialog.getByText('Field required').first().waitFor(WAIT);
      assert.ok((await dialog.getByText('Field required').count()) >= 4, 'title, address and both dates');

      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      // The address follows the title and is checked while typing.
      await dialog.getByText(`Free: /tournament/${ADDRESS}`).waitFor(WAIT);
      assert.equal(await dialog.getByRole('textbox', { name: /^Address/ }).inputValue(), ADDRESS);
      await dialog.getByRole('combobox', { name: /^Starts/ }).fill('2027-05-01');
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill('2027-04-30');
      await dialog.getByRole('textbox', { name: /^City/ }).click();
      await dialog.getByText('The tournament cannot end before it starts').waitFor(WAIT);
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill('2027-05-02');
      await dialog.getByRole('combobox', { name: 'Country' }).fill('Latv');
      await page.getByRole('option', { name: 'Latvia' }).click();
      await dialog.getByRole('textbox', { name: /^City/ }).fill('Riga');
      await dialog.getByRole('textbox', { name: /^Venue address/ }).fill('Skanstes iela 21');
      await dialog
        .getByRole('textbox', { name: 'Description' })
        .fill('Pools, then the **bracket**.\nLongsword only: [rules](https://example.org/rules)');
      await dialog.getByRole('textbox', { name: 'Payment details' }).fill('40 EUR at the door');
      await dialog.getByRole('textbox', { name: 'Stream link' }).fill('not a link');
      await dialog.getByRole('textbox', { name: 'Link text', exact: true }).click();
      await dialog.getByText('Enter a web address (http or https)').waitFor(WAIT);
      await dialog.getByRole('textbox', { name: 'Stream link' }).fill('https://www.youtube.com/@rigahema');
      await dialog
        .getByRole('textbox', { name: 'Rules link', exact: true })
        .fill('https://example.org/rules');
      await dialog.getByRole('textbox', { name: 'Rules link text' }).fill('Rules');
      await dialog.getByRole('combobox', { name: /^Registration opens/ }).fill('2027-03-01 10:00');
      await dialog.getByRole('combobox', { name: /^Registration closes/ }).fill('2027-04-20 20:00');
      await dialog.getByText('Test', { exact: true }).click();
      await scrollDialogToTop(page);
      await screenshot(page, 'orgtour-create-1280-en');
      await dialog.getByRole('button', { name: 'Create tournament' }).click();

      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      const overview = page.url();
      assert.equal(await page.getByRole('button', { name: 'Start', exact: true }).count(), 0);

      // Registration needs a category: refused with the reason.
      await statusAction(page, 'Open registration');
      await notified(page, 'Add a category before opening registration');
      await statusAction(page, 'Open for viewing');
      await notified(page, 'Status: Upcoming');
      await statusAction(page, 'Start');
      await notified(page, 'Add a category before starting the tournament');
      await screenshot(page, 'orgtour-overview-1280-en');

      // The public page shows it now, to anyone.
      const visitor = await newPage({ width: 1280, height: 900 });
      await visitor.goto(`${baseUrl}/tournament/${ADDRESS}`);
      await visitor.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      // The description's Markdown drawn as elements.
      await visitor.locator('strong', { hasText: 'bracket' }).waitFor(WAIT);
      assert.equal(
        await visitor.getByRole('link', { name: 'rules', exact: true }).getAttribute('href'),
        'https://example.org/rules',
      );
      assertNoConsoleErrors(visitor);

      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      const address = page.getByRole('textbox', { name: /^Address/ });
      await address.waitFor(WAIT);
      assert.equal(await page.getByRole('textbox', { name: /^City/ }).inputValue(), 'Riga');
      await address.fill('demo-open');
      await page.getByText('This tournament address is taken').waitFor(WAIT);
      await page.getByText(`Free address: ${ADDRESS}`).waitFor(WAIT);
      await page.getByRole('button', { name: 'Use it' }).click();
      assert.equal(await address.inputValue(), ADDRESS);
      await page.getByRole('textbox', { name: /^City/ }).fill('Jūrmala');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'Settings saved');
      // The cover: picked in the file dialog, previewed, then shown on the public page.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload a cover' }).click();
      await (await chooser).setFiles(coverFile());
      await notified(page, 'Cover saved');
      await imageLoaded(page, 'cover-preview');
      await page.getByRole('button', { name: 'Replace the cover' }).waitFor(WAIT);
      await screenshot(page, 'orgtour-settings-1280-en');
      await visitor.reload();
      await imageLoaded(visitor, 'tournament-cover');
      await screenshot(visitor, 'orgtour-cover-visitor-1280-en');
      await visitor.setViewportSize({ width: 390, height: 844 });
      await screenshot(visitor, 'orgtour-cover-visitor-390-en');
      await page.goto(overview);
      await page.getByRole('row', { name: /Jūrmala/ }).waitFor(WAIT);

      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('button', { name: 'Delete tournament' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(`Are you sure you want to remove ${TITLE}?`).waitFor(WAIT);
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await notified(page, 'Deleted successfully');
      assert.equal(await page.getByRole('link', { name: TITLE }).count(), 0);
      // The refused status actions log their 409s (the browser and notifyError); nothing else may be logged.
      const unexpected = page.consoleErrors.filter((e) => !/status of 409|ApiError|Add a category/.test(e));
      assert.deepEqual(unexpected, [], 'console errors other than the expected refusals');
    },
  },
  {
    name: 'a demo organizer cannot delete a tournament with categories: the refusal is said',
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);
      await page
        .getByRole('table', { name: 'My tournaments' })
        .getByRole('link', { name: 'Tallinn Spring Cup' })
        .click();
      await page.getByRole('heading', { name: 'Tallinn Spring Cup' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Close registration', exact: true }).waitFor(WAIT);
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('button', { name: 'Delete tournament' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await notified(page, 'A tournament with categories cannot be deleted');
      await page.getByRole('heading', { name: 'Tallinn Spring Cup' }).waitFor(WAIT);
    },
  },
  {
    name: 'an admin approves a tournament on its admin page',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'admin@demo.hema', undefined, '/admin/tournaments');
      await page.waitForURL(`${baseUrl}/admin/tournaments`, WAIT);
      await acceptCookies(page);
      await page
        .getByRole('table', { name: 'Tournaments' })
        .getByRole('link', { name: 'Tallinn Spring Cup' })
        .click();
      await page.getByRole('heading', { name: 'Tallinn Spring Cup' }).waitFor(WAIT);
      await page.getByRole('row', { name: /^Approved\s+No$/ }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve' });
      await dialog.getByText('Approve “Tallinn Spring Cup”?').waitFor(WAIT);
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await notified(page, 'Tournament approved');
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.getByRole('row', { name: /^Approved\s+Yes$/ }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Withdraw approval' }).waitFor(WAIT);
      await screenshot(page, 'orgtour-admin-approve-1280-en');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the tournament pages at 390 px and in Russian',
    async run({ baseUrl, newPage, screenshot }) {
      for (const [language, width] of [
        ['en', 390],
        ['ru', 390],
        ['ru', 1280],
      ]) {
        const page = await newPage({ width, height: 900 });
        await signIn(page, baseUrl, 'trial@demo.hema', undefined, '/organizer/tournaments');
        await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
        await acceptCookies(page);
        if (language === 'ru') {
          await page.evaluate(() => localStorage.setItem('language', 'ru'));
          await page.reload();
        }
        const create = language === 'ru' ? 'Создать турнир' : 'Create tournament';
        await page.getByRole('button', { name: create }).waitFor(WAIT);
        await screenshot(page, `orgtour-list-${width}-${language}`);
        await page.getByRole('button', { name: create }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor(WAIT);
        await dialog.getByRole('button', { name: create }).click();
        await dialog
          .getByText(language === 'ru' ? 'Обязательное поле' : 'Field required')
          .first()
          .waitFor(WAIT);
        await scrollDialogToTop(page);
        await screenshot(page, `orgtour-create-${width}-${language}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', ...WAIT });

        await page.getByRole('link', { name: 'Stockholm Trial Cup' }).first().click();
        await page.getByRole('heading', { name: 'Stockholm Trial Cup' }).waitFor(WAIT);
        await page
          .getByRole('button', { name: language === 'ru' ? 'Открыть для просмотра' : 'Open for viewing' })
          .waitFor(WAIT);
        await screenshot(page, `orgtour-overview-${width}-${language}`);
        await page
          .getByRole('link', { name: language === 'ru' ? 'Настройки' : 'Settings', exact: true })
          .click();
        await page
          .getByRole('button', { name: language === 'ru' ? 'Удалить турнир' : 'Delete tournament' })
          .waitFor(WAIT);
        await screenshot(page, `orgtour-settings-${width}-${language}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `no sideways scrolling at ${width} px (${overflow})`);
        assertNoConsoleErrors(page);
      }
    },
  },
];

describeFile(import.meta.url, tests);
