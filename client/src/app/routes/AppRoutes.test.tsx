import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { currentLanguage, setLanguage } from '../../i18n/i18n';
import { installFetchMock } from '../../test/fetch-mock';
import { jsonResponse } from '../../test/render-app';
import { inMemoryRouter } from '../../test/test-router';
import { AppProviders } from '../providers/AppProviders';
import { createQueryClient } from '../providers/query-client';
import { inShell } from '../routes';
import { AppRoutes } from './AppRoutes';
import { loadRoutePages } from './route-matching';
import { routePage, type AppRoute } from './route-page';

const api = installFetchMock();

afterEach(async () => {
  if (currentLanguage() !== 'en') await setLanguage('en');
});

/** A page whose loading the test finishes (or fails) when it wants, and how often it was asked for. */
function heldPage() {
  let finish: (page: ComponentType) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const fetchPage = jest.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    fetchPage,
    route: routePage(fetchPage),
    finish: (page: ComponentType) => finish(page),
    fail: (error: Error) => fail(error),
  };
}

const heading = (text: string) =>
  function Page() {
    return <h1>{text}</h1>;
  };

const Home = heading('Home');

function renderAt(path: string, table: AppRoute[]) {
  api.handle = () => jsonResponse(404, {});
  const { element, router } = inMemoryRouter(path, <AppRoutes routes={table} />);
  render(<AppProviders queryClient={createQueryClient()}>{element}</AppProviders>);
  return router;
}

const progressBar = () => screen.queryByRole('progressbar', { hidden: true });

describe('pages loaded on demand', () => {
  it('keeps the previous page, with the progress bar, until the next page is in', async () => {
    const timers = heldPage();
    const router = renderAt(
      '/',
      inShell([
        { index: true, handle: { title: 'titles.home' }, ...routePage(async () => Home) },
        { path: 'timers', handle: { title: 'titles.timers' }, ...timers.route },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(progressBar()).toBeNull();

    await router.navigate('/timers');
    expect(timers.fetchPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(progressBar()).toBeTruthy();
    expect(document.title).toBe('Home — HEMA Live');

    timers.finish(heading('Fight timer'));
    expect(await screen.findByRole('heading', { name: 'Fight timer' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(progressBar()).toBeNull();
    await waitFor(() => expect(document.title).toBe('Fight timer — HEMA Live'));
  });

  it('loads a layout and the page inside it side by side', async () => {
    const layout = heldPage();
    const details = heldPage();
    const router = renderAt('/', [
      { index: true, ...routePage(async () => Home) },
      { path: 'tournament', ...layout.route, children: [{ index: true, ...details.route }] },
    ]);
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/tournament');
    expect(layout.fetchPage).toHaveBeenCalledTimes(1);
    expect(details.fetchPage).toHaveBeenCalledTimes(1);

    details.finish(heading('Details'));
    layout.finish(() => <Outlet />);
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
  });

  it('renders the first page at once when its pages were loaded before (the start waits for them)', async () => {
    const table: AppRoute[] = [{ path: 'about', ...routePage(async () => heading('About')) }];
    await loadRoutePages(table, { pathname: '/about' });
    renderAt('/about', table);
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('error page (spec §8)', () => {
  const quietly = () => jest.spyOn(console, 'error').mockImplementation(() => {});

  it.each([
    ['en', 'Oops, something went wrong', 'Fight timer — HEMA Live'],
    ['ru', 'Ой, что-то пошло не так', 'Таймер боя — HEMA Live'],
  ] as const)(
    'shows a page that failed to load as the error page inside the shell, titled from its route (%s)',
    async (language, errorTitle, documentTitle) => {
      quietly();
      await setLanguage(language);
      const timers = heldPage();
      const router = renderAt(
        '/',
        inShell([
          { index: true, ...routePage(async () => Home) },
          { path: 'timers', handle: { title: 'titles.timers' }, ...timers.route },
        ]),
      );
      await screen.findByRole('heading', { name: 'Home' });
      await router.navigate('/timers');
      timers.fail(new Error('chunk failed'));

      expect(await screen.findByRole('heading', { name: errorTitle })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(progressBar()).toBeNull();
      await waitFor(() => expect(document.title).toBe(documentTitle));
    },
  );

  it('clears the error page of a page that failed to render on the next navigation', async () => {
    quietly();
    function Broken(): never {
      throw new Error('render failed');
    }
    const router = renderAt(
      '/broken',
      inShell([
        { path: 'broken', ...routePage(async () => Broken) },
        { path: 'about', ...routePage(async () => heading('About')) },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong' })).toBeTruthy();
    await router.navigate('/about');
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops, something went wrong' })).toBeNull();
  });
});
