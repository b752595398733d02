import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, notified, signIn, WAIT } from './e2e-helpers.mjs';

/**
 * Guard rails against easy mistakes, by clicks and typing only, on the demo "Tallinn Spring Cup" (registration open,
 * the event a month away): "Approve all" asks first with the number it touches; "Start" three weeks early warns with
 * the start date and needs an explicit confirmation; "Back to …" undoes Online while no fight has started, and is
 * refused on the live demo where fights have; a new fighter of an existing name is offered the namesake with club
 * and country ("Use this one"). Screenshots at 1280 and 390 px, in English and Russian.
 */

/** Starting and stepping back change the demo tournaments: this file gets a copy of the demo data of its own. */
export const ownData = true;

const CUP = 'Tallinn Spring Cup';
const LIVE = 'HEMA Live Demo Open';

async function russian(page) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

async function openTournament(page, baseUrl, title) {
  await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
  await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
  await acceptCookies(page);
  await page.getByRole('table', { name: 'My tournaments' }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: title }).waitFor(WAIT);
}

export const tests = [
  {
    name: 'Approve all confirms with the number of applications it approves',
    async run({ baseUrl, newPage, screenshot }) {
      // The demo fighter applies, so one application waits.
      const fighter = await newPage({ width: 1280, height: 900 });
      await signIn(
        fighter,
        baseUrl,
        'fighter@demo.hema',
        undefined,
        '/tournament/demo-spring-cup/registration',
      );
      await acceptCookies(fighter);
      const form = fighter.getByRole('form', { name: 'Apply' });
      await form.waitFor(WAIT);
      await form.getByLabel('Longsword Open').check();
      await form.getByRole('button', { name: 'Send application' }).click();
      await notified(fighter, 'Your application is sent');

      const page = await newPage({ width: 1280, height: 900 });
      assertNoConsoleErrors(page);
      await openTournament(page, baseUrl, CUP);
      await page.getByRole('link', { name: 'Applications', exact: true }).click();
      await page.getByRole('table', { name: 'Applications' }).locator('tbody tr').first().waitFor(WAIT);
      await page.getByRole('button', { name: 'Approve all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve all' });
      await dialog.getByText('Approve 1 application?').waitFor(WAIT);
      await screenshot(page, 'guard-rails-approve-all-1280-en');
      // Cancelled: nothing changed.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.getByText('Pending', { exact: true }).first().waitFor(WAIT);

      await russian(page);
      await page.getByRole('button', { name: 'Одобрить все' }).click();
      const ru = page.getByRole('dialog', { name: 'Одобрить все' });
      await ru.getByText('Одобрить 1 заявку?').waitFor(WAIT);
      await screenshot(page, 'guard-rails-approve-all-1280-ru');
      await ru.getByRole('button', { name: 'Одобрить 1' }).click();
      await notified(page, 'Изменена 1 заявка');
    },
  },
  {
    name: 'Start before the first day warns with the date; Back to the previous status undoes Online',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      assertNoConsoleErrors(page);
      await openTournament(page, baseUrl, CUP);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Start' });
      await dialog.getByTestId('early-start').waitFor(WAIT);
      const warning = await dialog.getByTestId('early-start').innerText();
      assert.match(warning, /^The tournament starts on .+\d{4}/);
      await screenshot(page, 'guard-rails-early-start-1280-en');
      await dialog.getByRole('button', { name: /^Start before / }).click();
      await notified(page, 'Status: Online');

      await page.getByRole('button', { name: 'Back to “Registration open”' }).click();
      dialog = page.getByRole('dialog', { name: 'Back to “Registration open”' });
      await dialog.getByText(/possible only while no fight has started/).waitFor(WAIT);
      await screenshot(page, 'guard-rails-step-back-1280-en');
      await dialog.getByRole('button', { name: 'Back to “Registration open”' }).click();
      await notified(page, 'Status: Registration open');
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor(WAIT);

      // The same dialogs in Russian at 390 px.
      const phone = await newPage({ width: 390, height: 844 });
      await signIn(phone, baseUrl, 'organizer@demo.hema', undefined, new URL(page.url()).pathname);
      await acceptCookies(phone);
      await phone.getByRole('heading', { name: CUP }).waitFor(WAIT);
      await russian(phone);
      await phone.getByRole('button', { name: 'Начать', exact: true }).click();
      const ru = phone.getByRole('dialog', { name: 'Начать' });
      await ru.getByText(/^Турнир начинается /).waitFor(WAIT);
      await screenshot(phone, 'guard-rails-early-start-390-ru');
      await ru.getByRole('button', { name: /^Начать до / }).click();
      await notified(phone, 'Статус: Онлайн');
      await phone.getByRole('button', { name: 'Вернуть в «Регистрация открыта»' }).click();
      await phone.getByRole('dialog', { name: 'Вернуть в «Регистрация открыта»' }).waitFor(WAIT);
      await screenshot(phone, 'guard-rails-step-back-390-ru');
      await phone
        .getByRole('dialog', { name: 'Вернуть в «Регистрация открыта»' })
        .getByRole('button', { name: 'Вернуть в «Регистрация открыта»' })
        .click();
      await notified(phone, 'Статус: Регистрация открыта');
    },
  },
  {
    name: 'Back to the previous status is refused once a fight has started',
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 1280, height: 900 });
      await openTournament(page, baseUrl, LIVE);
      await page.getByRole('button', { name: /^Back to / }).click();
      const dialog = page.getByRole('dialog', { name: /^Back to / });
      await dialog.getByRole('button', { name: /^Back to / }).click();
      await notified(page, 'already started');
      await page.getByRole('button', { name: 'Finish', exact: true }).waitFor(WAIT);
    },
  },
  {
    name: 'a new fighter of an existing name is offered the namesake with club and country',
    async run({ baseUrl, newPage, screenshot }) {
      let requests = null;
      for (const [width, language] of [
        [1280, 'en'],
        [390, 'ru'],
      ]) {
        const page = await newPage({ width, height: 900 });
        assertNoConsoleErrors(page);
        const t = (en, ru) => (language === 'en' ? en : ru);
        if (!requests) {
          await openTournament(page, baseUrl, CUP);
          await page.getByRole('link', { name: 'Categories', exact: true }).click();
          await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: 'Sabre' }).click();
          await page.getByRole('link', { name: 'Requests', exact: true }).click();
          await page.getByRole('button', { name: 'Add fighter' }).waitFor(WAIT);
          requests = new URL(page.url()).pathname;
        } else {
          // The same page on a phone, in Russian.
          await signIn(page, baseUrl, 'organizer@demo.hema', undefined, requests);
          await acceptCookies(page);
          await page.getByRole('button', { name: 'Add fighter' }).waitFor(WAIT);
          await russian(page);
        }
        await page.getByRole('button', { name: t('Add fighter', 'Добавить бойца') }).click();
        const dialog = page.getByRole('dialog', { name: t('Add fighter', 'Добавить бойца') });
        await dialog.getByText(t('New fighter', 'Новый боец'), { exact: true }).click();
        await dialog.getByLabel(t('First name', 'Имя')).fill('Nadia');
        await dialog.getByLabel(t('Last name', 'Фамилия')).fill('Petrova');
        const namesakes = dialog.getByRole('list', {
          name: t(/^Already here with this name/, /^С таким именем уже есть/),
        });
        const nadia = namesakes.getByRole('listitem').filter({ hasText: 'Nadia Petrova' }).first();
        await nadia.getByText('Saint Petersburg Fencing Hall', { exact: false }).waitFor(WAIT);
        await dialog.getByRole('button', { name: t('Create anyway', 'Всё равно создать') }).waitFor(WAIT);
        await screenshot(page, `guard-rails-namesakes-${width}-${language}`);
        if (language === 'ru') continue;
        await nadia.getByRole('button', { name: 'Use this one' }).click();
        await dialog.waitFor({ state: 'hidden', ...WAIT });
        const rows = page
          .getByRole('table', { name: 'Requests' })
          .locator('tbody tr', { hasText: 'Nadia Petrova' });
        await rows.first().waitFor(WAIT);
        assert.equal(await rows.count(), 1);
      }
    },
  },
];

describeFile(import.meta.url, tests, { ownData });
