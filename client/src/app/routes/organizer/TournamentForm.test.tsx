import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../features/auth/api/session-store';
import { loadNamespace } from '../../../i18n/i18n';
import { installFetchMock } from '../../../test/fetch-mock';
import { renderComponent } from '../../../test/render-component';
import { demoUser, jsonResponse } from '../../../test/render-app';
import { TournamentForm } from './TournamentForm';
import { EMPTY_TOURNAMENT_FORM } from './tournament-form-values';

const api = installFetchMock();

beforeAll(async () => {
  await loadNamespace('pages');
  // jsdom has no FontFaceSet; Mantine's autosizing textareas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

/** The address check: `riga-open` is taken; suggestions come from the title. */
function addressCheck(url: URL) {
  const idString = url.searchParams.get('idString') ?? '';
  const title = url.searchParams.get('title') ?? '';
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tournament';
  const taken = ['riga-open'];
  const suggestion = taken.includes(base) ? `${base}-2` : base;
  const available = idString !== '' && !taken.includes(idString);
  return jsonResponse(200, {
    idString,
    available,
    message: idString && !available ? 'This tournament address is taken' : null,
    suggestion,
  });
}

/** Puts text into a field at once (typing it key by key is slow on a busy machine and tests nothing more). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(onSubmit = jest.fn(async (_body: unknown) => undefined)) {
  api.handle = (call) =>
    call.path === '/api/tournament-addresses' ? addressCheck(call.url) : jsonResponse(404, {});
  renderComponent(
    <TournamentForm
      initialValues={EMPTY_TOURNAMENT_FORM}
      submitLabel="Create tournament"
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the tournament form', () => {
  it('says "Field required" under every required field and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findAllByText('Field required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the address from the title with a free one, and sends every field the contract takes', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Riga Open');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    // riga-open is taken: the form takes the free suggestion.
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('riga-open-2'), { timeout: 3000 });
    await screen.findByText('Free: /tournament/riga-open-2', undefined, { timeout: 3000 });
    await fill(user, screen.getByRole('combobox', { name: /^Starts/ }), '2027-05-01');
    await fill(user, screen.getByRole('combobox', { name: /^Ends/ }), '2027-05-02');
    await fill(user, screen.getByRole('combobox', { name: /^Registration opens/ }), '2027-03-01 10:00');
    await fill(user, screen.getByRole('textbox', { name: /^City/ }), 'Riga');
    await fill(user, screen.getByRole('textbox', { name: 'Stream link' }), 'https://example.org/live');
    await user.click(screen.getByRole('radio', { name: 'Test' }));
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Riga Open',
      idString: 'riga-open-2',
      dateStart: '2027-05-01',
      dateEnd: '2027-05-02',
      city: 'Riga',
      stream: 'https://example.org/live',
      isTest: true,
      registrationDateEnd: null,
    });
    expect(new Date(body.registrationDateStart as string).getFullYear()).toBe(2027);
    // Many fields and two debounced address checks: room for a busy machine.
  }, 45_000);

  it('says a taken address is taken and offers the free one', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Riga Open');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('riga-open-2'), { timeout: 3000 });
    await user.clear(address);
    await fill(user, address, 'riga-open');
    await screen.findByText('This tournament address is taken', undefined, { timeout: 3000 });
    await user.click(await screen.findByRole('button', { name: 'Use it' }));
    expect((address as HTMLInputElement).value).toBe('riga-open-2');
  });

  it('refuses a web address that is not one, under its field', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByRole('textbox', { name: 'Stream link' }), 'not a link');
    await user.click(screen.getByRole('textbox', { name: /^City/ }));
    expect(await screen.findByText('Enter a web address (http or https)')).toBeTruthy();
  });
});

describe("the day plan's fields", () => {
  it('say a lunch that ends before it starts under "Lunch until", and send the plan in minutes', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Riga Open');
    await fill(user, screen.getByRole('combobox', { name: /^Starts/ }), '2027-05-01');
    await fill(user, screen.getByRole('combobox', { name: /^Ends/ }), '2027-05-02');
    await fill(user, screen.getByLabelText('Fighting starts at'), '09:30');
    await fill(user, screen.getByLabelText('Lunch from'), '14:00');
    await fill(user, screen.getByLabelText('Lunch until'), '13:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('The end must come after the start')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const lunchTo = screen.getByLabelText('Lunch until');
    await user.clear(lunchTo);
    await fill(user, lunchTo, '15:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      dayStartsAt: '09:30',
      dayEndsAt: null,
      lunchFrom: '14:00',
      lunchTo: '15:00',
      // Times without a zone chosen take the organizer's own.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  }, 45_000);
});

describe('a licence that ends before the tournament', () => {
  it('is said next to the dates, with how to ask for a full licence; never for dates it covers', async () => {
    const till = '2027-05-01T23:59:59.999Z';
    sessionStore.signIn('token-1', {
      ...demoUser,
      role: 'ORGANIZER_TRIAL',
      license: { from: '2027-04-24T00:00:00.000Z', till },
      isOrganizer: true,
      isOrganizerTrial: true,
      isActiveOrganizer: true,
    } as never);
    const user = userEvent.setup();
    renderForm();
    await fill(user, screen.getByRole('combobox', { name: /^Starts/ }), '2027-05-01');
    expect(screen.queryByTestId('licence-ends-before-event')).toBeNull();
    await fill(user, screen.getByRole('combobox', { name: /^Ends/ }), '2027-05-02');
    const warning = await screen.findByTestId('licence-ends-before-event');
    expect(warning.textContent).toMatch(/Your licence ends on May 1, 2027, before this tournament ends/);
    sessionStore.clear();
  });
});
