import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  modalOpened,
  notified,
  signIn,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * By clicks and typing only: an organizer adds a category with four fighters, adds a pool stage
 * with its settings, generates it (the spec §8 warning shows), generates it again after a confirmation, sees its
 * pool and fights, marks it "to the finals" (the warning goes), and sees that a stage whose fights started cannot be
 * generated again. Everything it adds it removes again, so the other files see the demo as seeded.
 */

const DEMO = 'HEMA Live Demo Open';
const CATEGORY = 'Dussack Cup';
const FIGHTERS = [
  ['Mikko', 'Mikko Laine'],
  ['Aino', 'Aino Virtanen'],
  ['Dmitry', 'Dmitry Sokolov'],
  ['Olga', 'Olga Ivanova'],
];

async function openDemo(page, baseUrl) {
  await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
  await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
  await acceptCookies(page);
  await page.getByRole('link', { name: DEMO }).first().click();
  await page.getByRole('heading', { name: DEMO }).waitFor(WAIT);
}

async function openTab(page, name, nav = 'Tournament management sections') {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click();
}

const openCategoryTab = (page, name) => openTab(page, name, 'Category management sections');

const stageRow = (page, title) => page.locator('tbody tr', { hasText: title });

export const tests = [
  {
    name: 'an organizer adds a pool stage to a category with fighters, generates it and sees its pool and fights',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await openDemo(page, baseUrl);

      // A category with four fighters.
      await openTab(page, 'Categories');
      await page.getByRole('button', { name: 'Add category' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add a category' });
      await dialog.getByLabel('Title').fill(CATEGORY);
      await dialog.getByRole('button', { name: 'Add category' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await page.getByRole('heading', { name: CATEGORY }).waitFor(WAIT);
      await openCategoryTab(page, 'Requests');
      const fighters = page.getByRole('table', { name: 'Requests' });
      for (const [typed, name] of FIGHTERS) {
        await page.getByRole('button', { name: 'Add fighter' }).click();
        dialog = page.getByRole('dialog', { name: 'Add fighter' });
        await dialog.getByRole('combobox', { name: /^User/ }).fill(typed);
        await page.getByRole('option', { name, exact: true }).click(WAIT);
        await dialog.getByRole('button', { name: 'Add fighter' }).click();
        await dialog.waitFor({ state: 'hidden', ...WAIT });
        await fighters.locator('tbody tr', { hasText: name }).waitFor(WAIT);
      }

      // Add stage: pools, with the settings of pools (a bracket's size is not asked).
      await openCategoryTab(page, 'Stages');
      await page.getByText('No stages yet', { exact: false }).first().waitFor(WAIT);
      await page.getByRole('button', { name: 'Add stage' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel('Pools count').fill('1');
      await dialog.getByLabel('Goes to next stage').fill('2');
      assert.equal(await dialog.getByLabel('Elimination size').count(), 0, 'no bracket setting for pools');
      await modalOpened(page);
      await screenshot(page, 'stage-add-1280-en');
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await notified(page, 'Stage added: Pools 1');

      // Generate: one pool of four, six fights, and the warning that no stage goes to the finals.
      const row = stageRow(page, 'Pools 1');
      await row.getByRole('button', { name: 'Generate', exact: true }).click();
      await notified(page, 'Pools 1 generated. Groups: 1, fights: 6');
      await page
        .getByRole('status')
        .getByText(/No stage marked as To the Finals/)
        .waitFor(WAIT);
      await row.getByRole('link', { name: 'Pool 1' }).waitFor(WAIT);
      assert.equal((await row.locator('td').nth(2).innerText()).trim(), '6', 'fights column');
      await screenshot(page, 'stages-generated-1280-en');

      // Generate again: asked first, then built anew.
      await row.getByRole('button', { name: 'Generate again' }).click();
      dialog = page.getByRole('dialog', { name: 'Generate Pools 1 again?' });
      await dialog.getByRole('button', { name: 'Generate again' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await row.getByRole('link', { name: 'Pool 1' }).waitFor(WAIT);

      // The pool and its fights.
      await row.getByRole('link', { name: 'Pool 1' }).click();
      for (const [, name] of FIGHTERS) await page.getByText(name).first().waitFor(WAIT);
      await page.goBack();

      // Its settings: "to the finals" takes the warning away.
      await stageRow(page, 'Pools 1').getByRole('button', { name: 'Settings' }).click();
      dialog = page.getByRole('dialog', { name: 'Settings of Pools 1' });
      assert.equal(await dialog.getByLabel('Pools count').inputValue(), '1');
      await dialog.getByLabel('To the finals').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page
        .getByRole('status')
        .getByText(/No stage marked/)
        .waitFor({ state: 'detached', ...WAIT });

      // In Russian, at 390 px too.
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const language of ['en', 'ru']) {
          await page.evaluate((l) => localStorage.setItem('language', l), language);
          await page.reload();
          await page
            .getByRole('link', { name: language === 'en' ? 'Pool 1' : 'Пул 1' })
            .first()
            .waitFor(WAIT);
          await screenshot(page, `stages-${width}-${language}`);
          if (width === 390 && language === 'ru') {
            // The form of another type asks its own settings: swiss with hits, its rounds and hit points.
            await page.getByRole('button', { name: 'Добавить этап' }).click();
            const form = page.getByRole('dialog', { name: 'Новый этап' });
            await form.getByLabel(/^Тип/).first().click();
            await page.getByRole('option', { name: 'Швейцарская с хитами', exact: true }).click();
            await form.getByLabel('Начальные хиты').waitFor(WAIT);
            assert.equal(await form.getByLabel('Количество пулов').count(), 0, 'no pools count for swiss');
            await modalOpened(page);
            await screenshot(page, 'stage-add-swiss-hits-390-ru');
            await form.getByRole('button', { name: 'Отмена' }).click();
            await form.waitFor({ state: 'hidden', ...WAIT });
          }
        }
      }
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.reload();

      // Clean up: the stage (no fight started), then the category.
      await stageRow(page, 'Pools 1').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
      await page.getByText('No stages yet', { exact: false }).first().waitFor(WAIT);
      await openTab(page, 'Categories');
      await page.getByRole('button', { name: `Delete: ${CATEGORY}` }).click();
      await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
      await notified(page, 'Deleted successfully');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'a stage whose fights started cannot be generated again',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await openDemo(page, baseUrl);
      await openTab(page, 'Categories');
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await page.getByRole('heading', { name: 'Longsword Open' }).waitFor(WAIT);
      await openCategoryTab(page, 'Stages');
      const row = stageRow(page, 'Pools 1');
      await row.getByText('Fights have started: the stage cannot be generated again').waitFor(WAIT);
      assert.equal(await row.getByRole('button', { name: /Generate/ }).count(), 0);
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
