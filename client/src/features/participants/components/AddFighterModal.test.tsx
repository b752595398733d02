import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace } from '../../../i18n/i18n';
import { installFetchMock } from '../../../test/fetch-mock';
import { jsonResponse } from '../../../test/render-app';
import { renderComponent } from '../../../test/render-component';
import { AddFighterModal } from './AddFighterModal';

const api = installFetchMock();

// The organizer pages' texts load with their routes; the modal is rendered here without one.
beforeAll(() => loadNamespace('pages'));
const NOMINATION = '7b0c1a2e-3d4f-4a5b-8c6d-0e1f2a3b4c5d';

const participant = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  nominationId: NOMINATION,
  userId: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Ilmari Saarinen',
  username: 'ilmari.saarinen',
  club: { _id: 'a1b2c3d4-0000-4000-8000-000000000003', title: 'Tampere Sabre Society' },
  seed: null,
  droppedOut: false,
  droppedOutReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

async function openNewFighter(onClose = () => {}) {
  const user = userEvent.setup({ delay: null });
  renderComponent(<AddFighterModal nominationId={NOMINATION} opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add fighter' });
  await user.click(within(dialog).getByText('New fighter'));
  return { user, dialog };
}

describe('Add fighter: a new fighter on the spot', () => {
  it('asks for the names first, then sends first name, last name and the new club in one entry', async () => {
    api.handle = (call) =>
      call.method === 'POST' ? jsonResponse(201, participant) : jsonResponse(200, { items: [], count: 0 });
    const onClose = jest.fn();
    const { user, dialog } = await openNewFighter(onClose);

    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    expect(within(dialog).getAllByText('Field required')).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^First name/), 'Ilmari');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Saarinen');
    await user.click(within(dialog).getByText('New club'));
    await user.type(within(dialog).getByLabelText(/^Title of the new club/), ' Tampere Sabre Society ');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: `/api/nominations/${NOMINATION}/participants`,
      body: { fighter: { firstName: 'Ilmari', lastName: 'Saarinen', newClubTitle: 'Tampere Sabre Society' } },
    });
  });

  it("puts the server's field messages under the fields they name", async () => {
    api.handle = (call) =>
      call.method === 'POST'
        ? jsonResponse(400, {
            statusCode: 400,
            code: 'validation',
            message: 'fighter.newClubTitle: Choose a club or create a new one, not both',
            errors: { 'fighter.newClubTitle': 'Choose a club or create a new one, not both' },
          })
        : jsonResponse(200, { items: [], count: 0 });
    const { user, dialog } = await openNewFighter();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Anna');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Virtanen');
    await user.click(within(dialog).getByText('New club'));
    await user.type(within(dialog).getByLabelText(/^Title of the new club/), 'Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));

    const field = within(dialog).getByLabelText(/^Title of the new club/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Choose a club or create a new one, not both')).toBeTruthy();
  });
});

describe('Add fighter: namesakes', () => {
  it('offers a user of the typed name with club and country, and "Use this one" enters that user', async () => {
    const nadia = {
      _id: 'a1b2c3d4-0000-4000-8000-0000000000aa',
      name: 'Nadia Petrova',
      username: 'nadia.petrova',
      firstName: 'Nadia',
      lastName: 'Petrova',
      middleName: null,
      country: 'RU',
      city: null,
      club: { _id: 'a1b2c3d4-0000-4000-8000-0000000000bb', title: 'Saint Petersburg Fencing Hall' },
      deleted: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    api.handle = (call) =>
      call.method === 'POST'
        ? jsonResponse(201, { ...participant, userId: nadia._id, name: nadia.name })
        : call.path.startsWith('/api/users')
          ? jsonResponse(200, { items: [nadia], count: 1 })
          : jsonResponse(200, { items: [], count: 0 });
    const onClose = jest.fn();
    const { user, dialog } = await openNewFighter(onClose);
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nadia');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Petrova');

    const list = await within(dialog).findByRole(
      'list',
      { name: /^Already here with this name/ },
      { timeout: 3000 },
    );
    expect(within(list).getByText('Nadia Petrova')).toBeTruthy();
    expect(within(list).getByText(/Saint Petersburg Fencing Hall · Russia/)).toBeTruthy();
    // Creating is still possible, but no longer the first choice.
    expect(within(dialog).getByRole('button', { name: 'Create anyway' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create and add' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Use this one' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/nominations/${NOMINATION}/participants`,
      body: { userId: nadia._id },
    });
  });
});
