import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../app/providers/AppProviders';
import { setLanguage } from '../i18n/i18n';
import { installFetchMock } from '../test/fetch-mock';
import { jsonResponse } from '../test/render-app';
import { ApiError, apiRequest } from './api-client';
import { browser } from './browser';
import { errorNotification } from './error-notification';
import { onLicenceLapse } from './licence-lapse';
import { notifyError } from './notify-error';
import { readToken, STORAGE_KEYS, writeItem, writeToken } from './storage';

const api = installFetchMock();

describe('apiRequest', () => {
  it('sends the stored token as Authorization and the interface language as Accept-Language', async () => {
    writeToken('token-123');
    api.handle = () => jsonResponse(200, { ok: true });

    const { data } = await apiRequest('/zones', { query: { perPage: 'all' } });

    expect(data).toEqual({ ok: true });
    expect(api.allCalls[0]!.url.pathname + api.allCalls[0]!.url.search).toBe('/api/zones?perPage=all');
    expect(api.allCalls[0]!.headers.get('Authorization')).toBe('token-123');
    expect(api.allCalls[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('follows the language switch in Accept-Language', async () => {
    api.handle = () => jsonResponse(200, {});
    await setLanguage('ru');
    await apiRequest('/auth/current');
    await setLanguage('en');
    expect(api.allCalls[0]!.headers.get('Accept-Language')).toBe('ru');
  });

  it('sends no Authorization header without a token', async () => {
    api.handle = () => jsonResponse(200, {});
    await apiRequest('/geo/country');
    expect(api.allCalls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends bodies as JSON and reads an empty 204', async () => {
    api.handle = () => new Response(null, { status: 204 });
    const { data, status } = await apiRequest('/auth/recovery-code', {
      method: 'POST',
      body: { email: 'a@b.co' },
    });
    expect(status).toBe(204);
    expect(data).toBeUndefined();
    expect(api.allCalls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(api.allCalls[0]!.body).toEqual({ email: 'a@b.co' });
  });

  it('sends a file (a cover image) as itself with its own type, not as JSON', async () => {
    const sent: unknown[] = [];
    api.handle = (call) => {
      sent.push(call.body);
      return jsonResponse(200, {});
    };
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await apiRequest('/tournaments/t-1/cover', { method: 'PUT', body: file });
    expect(api.allCalls[0]!.headers.get('Content-Type')).toBe('image/png');
    // Not a JSON string: the mock records no parsed body for a file.
    expect(sent).toEqual([undefined]);
  });

  it('sends a form (an import upload) as multipart, leaving the boundary to the browser', async () => {
    api.handle = () => jsonResponse(201, {});
    const form = new FormData();
    form.append('file', new Blob(['PK'], { type: 'application/zip' }), 'import.zip');
    await apiRequest('/imports', { method: 'POST', body: form });
    expect(api.allCalls[0]!.headers.get('Content-Type')).toBeNull();
  });

  it('turns an error answer into an ApiError with code, message and field errors', async () => {
    api.handle = () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'validation',
        message: 'Invalid data',
        errors: { email: 'Taken' },
      });
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', serverMessage: 'Invalid data' });
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Taken' });
  });

  it('turns a network failure into an ApiError without a server message', async () => {
    api.handle = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await apiRequest('/auth/current').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, serverMessage: undefined });
  });

  it.each([401, 403])(
    'ends the session on %i: clears the token and user and reloads the page',
    async (status) => {
      writeToken('revoked');
      writeItem(STORAGE_KEYS.user, '{}');
      const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
      api.handle = () => jsonResponse(status, { statusCode: status, message: 'Unauthorized' });

      const error = await apiRequest('/users/me').catch((e: unknown) => e);

      expect(error).toMatchObject({ status, sessionEnded: true });
      expect(readToken()).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
      reload.mockRestore();
    },
  );

  it('leaves a 401 of login to the caller (wrong password is not an ended session)', async () => {
    writeToken('old');
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    api.handle = () =>
      jsonResponse(401, { code: 'auth/invalid-credentials', message: 'Wrong e-mail or password' });

    const error = await apiRequest('/auth/login', {
      method: 'POST',
      body: {},
      onUnauthorized: 'throw',
    }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, sessionEnded: false, code: 'auth/invalid-credentials' });
    expect(reload).not.toHaveBeenCalled();
    expect(readToken()).toBe('old');
    reload.mockRestore();
  });

  it('keeps the session on a licence-expired refusal and tells the listeners to re-read the account', async () => {
    writeToken('organizer');
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    const lapsed = jest.fn();
    const stop = onLicenceLapse(lapsed);
    api.handle = () =>
      jsonResponse(403, {
        statusCode: 403,
        code: 'competition/license-expired',
        message: 'Your organizer license has expired',
      });

    const error = await apiRequest('/tournaments/1', { method: 'PUT', body: {} }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 403, sessionEnded: false, code: 'competition/license-expired' });
    expect(reload).not.toHaveBeenCalled();
    expect(readToken()).toBe('organizer');
    expect(lapsed).toHaveBeenCalledTimes(1);
    stop();
    reload.mockRestore();
  });

  it('does not reload on 401 when no token was sent (no reload loop for anonymous visitors)', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    api.handle = () => jsonResponse(401, { message: 'Sign in first' });
    await apiRequest('/my/applications').catch(() => undefined);
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });
});

describe('error notifications (spec §8)', () => {
  it('are titled "Error" and carry the server message', () => {
    expect(
      errorNotification(new ApiError(429, { code: 'auth/rate-limited', message: 'Too many attempts' })),
    ).toEqual({
      title: 'Error',
      message: 'Too many attempts',
    });
  });

  it('speak the interface language: a known code by its translation, a validation answer by its fields', async () => {
    await setLanguage('ru', { persist: false });
    try {
      expect(
        errorNotification(
          new ApiError(409, {
            code: 'competition/nomination-has-stages',
            message: 'A category with stages…',
          }),
        ),
      ).toEqual({ title: 'Ошибка', message: 'Категорию с этапами нельзя удалить' });
      expect(
        errorNotification(
          new ApiError(400, {
            code: 'validation',
            message: 'title: Field required',
            errors: { title: 'Field required', dateEnd: 'The tournament cannot end before it starts' },
          }),
        ).message,
      ).toBe('Обязательное поле Турнир не может закончиться раньше, чем начнётся');
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('name the import upload limit and where to ask, in Russian too', async () => {
    await setLanguage('ru', { persist: false });
    try {
      const tooLarge = new ApiError(413, {
        code: 'imports/too-large',
        message: 'The file is larger than 2 MB.',
      });
      expect(errorNotification(tooLarge).message).toBe(
        'Файл больше 2 МБ. Если турнир больше, напишите нам через страницу «Контакты» (/contacts).',
      );
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('say "Unknown error" when the server sent no message', () => {
    expect(errorNotification(new ApiError(500, null))).toEqual({ title: 'Error', message: 'Unknown error' });
    expect(errorNotification(new TypeError('boom'))).toEqual({ title: 'Error', message: 'Unknown error' });
  });

  it('show up on screen through the one notification path', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppProviders>{null}</AppProviders>);
    act(() => notifyError(new ApiError(409, { code: 'auth/email-taken', message: 'This e-mail is taken' })));
    expect(await screen.findByText('This e-mail is taken')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    act(() => notifyError(new ApiError(0, null)));
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
