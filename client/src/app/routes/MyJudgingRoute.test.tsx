import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { JudgedRing } from '@hema/shared/contracts/ring-judges';
import { sessionStore } from '../../features/auth/api/session-store';
import { STORAGE_KEYS, writeItem, writeToken } from '../../lib/storage';
import { installFetchMock, type RecordedCall } from '../../test/fetch-mock';
import { demoUser, jsonResponse, renderApp } from '../../test/render-app';

const api = installFetchMock();

const ring: JudgedRing = {
  areaId: 'a-2',
  areaTitle: 'Ring B',
  tournament: {
    _id: 't-1',
    title: 'Turku Rings',
    idString: 'turku-rings',
    status: 'ONGOING',
    dateStart: '2026-11-29',
    dateEnd: '2026-11-30',
  },
  addedAt: '2026-11-29T10:00:00.000Z',
};

function signIn() {
  writeToken('token-1');
  writeItem(STORAGE_KEYS.user, JSON.stringify(demoUser));
  sessionStore.restore();
}

/** The server: no ring yet; the code K7QM4XPA makes the person judge of Ring B, any other code is refused. */
function server(joined: { value: boolean }) {
  return (call: RecordedCall): Response => {
    if (call.path === '/api/auth/current') return jsonResponse(200, demoUser);
    if (call.path === '/api/my/judging') return jsonResponse(200, { items: joined.value ? [ring] : [] });
    if (call.path === '/api/judge-invites/accept') {
      if ((call.body as { code: string }).code !== 'K7QM4XPA')
        return jsonResponse(400, {
          statusCode: 400,
          code: 'judge/invite-invalid',
          message: 'This invitation code is wrong, already used or expired',
        });
      joined.value = true;
      return jsonResponse(200, ring);
    }
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  };
}

afterEach(() => {
  window.localStorage.clear();
  sessionStore.restore();
});

describe('My rings (/my/judging)', () => {
  it('takes a typed code however it is written, says next to the field when it is wrong, and joins with a right one', async () => {
    signIn();
    api.handle = server({ value: false });
    renderApp('/my/judging');
    await screen.findByText('You do not judge any ring yet');
    const field = screen.getByLabelText('Invitation code');

    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Become a judge' }));
    expect(await screen.findByText('The code has 8 letters and digits')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/judge-invites/accept')).toBe(false);

    fireEvent.change(field, { target: { value: 'zzzz-zzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Become a judge' }));
    expect(await screen.findByText('This invitation code is wrong, already used or expired')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'k7qm-4xpa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Become a judge' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/judge-invites/accept').at(-1)?.body).toEqual({
        code: 'K7QM4XPA',
      }),
    );
  });

  it('lists the rings the person judges with a link to each console, and fills the code of an invitation link', async () => {
    signIn();
    api.handle = server({ value: true });
    renderApp('/my/judging?code=K7QM4XPA');
    const open = await screen.findByRole('link', { name: 'Open the console' });
    expect(open.getAttribute('href')).toBe('/organizer/tournaments/t-1/area-scores/a-2');
    expect(screen.getByText('Turku Rings')).toBeTruthy();
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('K7QM4XPA');
  });
});
