import { describe, expect, it } from '@jest/globals';
import { endpoint, fileAnswer, noContent } from '@hema/shared/contracts/endpoint';
import { listEndpoint } from '@hema/shared/contracts/list';
import { z } from 'zod';
import { installFetchMock } from '../test/fetch-mock';
import { jsonResponse } from '../test/render-app';
import { ApiError } from './api-client';
import {
  callEndpoint,
  ContractError,
  downloadEndpoint,
  endpointQuery,
  fileNameOf,
  sendEndpoint,
} from './endpoint-client';

const api = installFetchMock();

const fighter = z.object({ _id: z.string(), name: z.string(), seed: z.number().int() });
const getFighter = endpoint({
  id: 'test.fighters.get',
  method: 'GET',
  path: '/nominations/:nominationId/fighters/:id',
  summary: 'One fighter',
  params: z.object({ nominationId: z.string(), id: z.string() }),
  query: z.object({ zone: z.string().optional() }),
  response: fighter,
});
const renameFighter = endpoint({
  id: 'test.fighters.rename',
  method: 'PUT',
  path: '/fighters/:id',
  summary: 'Renames a fighter',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: fighter,
});
const removeFighter = endpoint({
  id: 'test.fighters.remove',
  method: 'DELETE',
  path: '/fighters/:id',
  summary: 'Removes a fighter',
  params: z.object({ id: z.string() }),
  response: noContent,
  status: 204,
});
const fighters = listEndpoint({
  id: 'test.fighters.list',
  path: '/fighters',
  summary: 'Fighters',
  item: fighter,
});

const anna = { _id: 'f-1', name: 'Anna', seed: 3 };

describe('the endpoint fetcher', () => {
  it('fills and encodes the path, sends method, query and body, and answers the parsed body', async () => {
    api.handle = () => jsonResponse(200, { ...anna, extra: 'dropped' });
    const answer = await callEndpoint(getFighter, {
      params: { nominationId: 'n/1', id: 'f-1' },
      query: { zone: 'W' },
    });
    expect(answer).toEqual(anna);
    expect(api.calls[0]!.url.pathname).toBe('/api/nominations/n%2F1/fighters/f-1');
    expect(api.calls[0]!.url.search).toBe('?zone=W');

    api.handle = () => jsonResponse(200, { ...anna, name: 'Anna K.' });
    await callEndpoint(renameFighter, { params: { id: 'f-1' }, body: { name: 'Anna K.' } });
    expect(api.calls[1]).toMatchObject({
      method: 'PUT',
      path: '/api/fighters/f-1',
      body: { name: 'Anna K.' },
    });
  });

  it('answers nothing for a 204 and keeps the response headers', async () => {
    api.handle = () => new Response(null, { status: 204, headers: { 'x-request': 'r-1' } });
    const { data, headers } = await sendEndpoint(removeFighter, { params: { id: 'f-1' } });
    expect(data).toBeUndefined();
    expect(headers.get('x-request')).toBe('r-1');
    expect(api.calls[0]!.method).toBe('DELETE');
  });

  it('refuses an answer that does not match the contract, naming the fields, instead of passing undefined on', async () => {
    api.handle = () => jsonResponse(200, { _id: 'f-1', seed: 'three' });
    const error = await callEndpoint(getFighter, { params: { nominationId: 'n', id: 'f-1' } }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).endpointId).toBe('test.fighters.get');
    expect((error as Error).message).toMatch(/test\.fighters\.get.*name.*seed/);
  });

  it('passes server failures on as ApiError', async () => {
    api.handle = () =>
      jsonResponse(404, { statusCode: 404, code: 'not-found', message: 'Fighter not found' });
    const error = await callEndpoint(getFighter, { params: { nominationId: 'n', id: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Fighter not found');
  });

  it('parses a list page with the item schema, and select options only when forSelect is asked', async () => {
    api.handle = () => jsonResponse(200, { items: [{ _id: 'f-1', title: 'Anna' }], count: 1 });
    // An answer of the select shape is not a page of fighters.
    await expect(callEndpoint(fighters, { query: { page: '1' } })).rejects.toBeInstanceOf(ContractError);
    expect(await callEndpoint(fighters, { query: { forSelect: '1' } })).toEqual({
      items: [{ _id: 'f-1', title: 'Anna' }],
      count: 1,
    });
    api.handle = () => jsonResponse(200, { items: [anna], count: 7 });
    expect(await callEndpoint(fighters, { query: { page: '1' } })).toEqual({ items: [anna], count: 7 });
  });

  it('keys a query by endpoint id, parameters and query', () => {
    const options = endpointQuery(getFighter, {
      params: { nominationId: 'n', id: 'f-1' },
      query: { zone: 'W' },
    });
    expect(options.queryKey).toEqual(['test.fighters.get', { nominationId: 'n', id: 'f-1' }, { zone: 'W' }]);
  });

  it('downloads a file answer as bytes under the name the server gave; a refusal is still an ApiError', async () => {
    const sheet = endpoint({
      id: 'test.pools.print',
      method: 'GET',
      path: '/pools/:id/print',
      summary: 'Pool sheet',
      params: z.object({ id: z.string() }),
      query: z.object({ lang: z.string().optional() }),
      response: fileAnswer,
      file: ['application/pdf'],
    });
    api.handle = () =>
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="pool-1.pdf"; filename*=UTF-8''${encodeURIComponent('Пул 1.pdf')}`,
        },
      });
    const file = await downloadEndpoint(sheet, { params: { id: 'p-1' }, query: { lang: 'ru' } });
    expect(file.fileName).toBe('Пул 1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(api.calls[0]!.url.pathname).toBe('/api/pools/p-1/print');
    expect(api.calls[0]!.url.search).toBe('?lang=ru');

    api.handle = () => jsonResponse(409, { statusCode: 409, code: 'conflict', message: 'Not yet' });
    await expect(downloadEndpoint(sheet, { params: { id: 'p-1' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the file name of a Content-Disposition: UTF-8 first, then the plain one, else the fallback', () => {
    expect(fileNameOf('attachment; filename="a.pdf"', 'x')).toBe('a.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%85.pdf`, 'x')).toBe('Å.pdf');
    expect(fileNameOf(null, 'fallback')).toBe('fallback');
  });
});
