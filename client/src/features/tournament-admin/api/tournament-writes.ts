import type { TournamentAction } from '@hema/shared/competition/tournament-status';
import { pathOf, type BodyOf } from '@hema/shared/contracts/endpoint';
import { tournamentsContract, type Tournament } from '@hema/shared/contracts/tournaments';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { callEndpoint, endpointQuery, parseAnswer } from '../../../lib/endpoint-client';
import { readToken } from '../../../lib/storage';
import { endpointKey, endpointKeyPrefix } from '../../../lib/query-keys';

export type TournamentCreateBody = BodyOf<typeof tournamentsContract.create>;
export type TournamentUpdateBody = BodyOf<typeof tournamentsContract.update>;

/**
 * A changed tournament: the answer replaces the cached one under both keys it is read by (id on the organizer pages,
 * idString on the public ones), and the lists reload.
 */
async function remember(client: QueryClient, tournament: Tournament, previousIdString?: string) {
  for (const key of [tournament._id, tournament.idString])
    client.setQueryData(endpointKey(tournamentsContract.get, { key }), tournament);
  if (previousIdString && previousIdString !== tournament.idString)
    client.removeQueries({ queryKey: endpointKey(tournamentsContract.get, { key: previousIdString }) });
  await client.invalidateQueries({ queryKey: endpointKeyPrefix(tournamentsContract.list) });
}

/** POST /tournaments: a new tournament in developing. The form shows field errors itself. */
export function useCreateTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentCreateBody) => callEndpoint(tournamentsContract.create, { body }),
    onSuccess: (tournament) => remember(client, tournament),
    meta: { inlineErrors: true },
  });
}

/** PUT /tournaments/{id}: the settings form (and the administrators' approval). */
export function useUpdateTournament(current: Pick<Tournament, '_id' | 'idString'>, inlineErrors = true) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentUpdateBody) =>
      callEndpoint(tournamentsContract.update, { params: { id: current._id }, body }),
    onSuccess: (tournament) => remember(client, tournament, current.idString),
    meta: { inlineErrors },
  });
}

/**
 * DELETE /tournaments/{id}: refused (409, shown as a notification) while it has categories. `onDeleted` leaves the
 * tournament's pages; only answers no page shows any more are dropped — dropping the one the page still on screen
 * holds made it fetch the deleted tournament again (a 404) before the navigation took it away. The rest go with
 * the cache's own clean-up once the pages are gone.
 */
export function useDeleteTournament(tournament: Pick<Tournament, '_id' | 'idString'>, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(tournamentsContract.remove, { params: { id: tournament._id } }),
    onSuccess: async () => {
      onDeleted();
      for (const key of [tournament._id, tournament.idString])
        client.removeQueries({ queryKey: endpointKey(tournamentsContract.get, { key }), type: 'inactive' });
      await client.invalidateQueries({ queryKey: endpointKeyPrefix(tournamentsContract.list) });
    },
  });
}

/** POST /tournaments/{id}/status: a refusal says why (the server's message) in a notification. */
export function useTournamentStatusAction(tournament: Pick<Tournament, '_id' | 'idString'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: TournamentAction; earlyStartConfirmed?: boolean }) =>
      callEndpoint(tournamentsContract.changeStatus, { params: { id: tournament._id }, body }),
    onSuccess: (changed) => remember(client, changed),
  });
}

/**
 * GET /tournament-addresses while the organizer types: whether the address is free, and a free one from the title.
 * The caller debounces the inputs; an unchanged question is answered from the cache.
 */
export function useAddressCheck(
  input: { idString: string; title: string; except?: string },
  enabled: boolean,
) {
  return useQuery({
    ...endpointQuery(tournamentsContract.checkAddress, { query: input }),
    enabled: enabled && (input.idString.trim() !== '' || input.title.trim() !== ''),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

/** PUT /tournaments/{id}/cover with the file itself; DELETE removes it. Refusals (type, size) are notified. */
export function useTournamentCover(tournament: Pick<Tournament, '_id' | 'idString'>) {
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const e = tournamentsContract.uploadCover;
      const response = await apiRequest(pathOf(e, { id: tournament._id }), { method: e.method, body: file });
      return parseAnswer(e, response.data);
    },
    onSuccess: (changed) => remember(client, changed),
  });
  const remove = useMutation({
    mutationFn: () => callEndpoint(tournamentsContract.removeCover, { params: { id: tournament._id } }),
    onSuccess: (changed) => remember(client, changed),
  });
  return { upload, remove };
}

/**
 * The cover as the organizer sees it: fetched with their token (a tournament in developing shows its cover to its
 * organizer only, and an <img> sends no token), as a data: address — the page's CSP allows data: images, not blob:.
 */
export function useCoverPreview(path: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!path) return;
    const abort = new AbortController();
    const token = readToken();
    void fetch(path, { headers: token ? { Authorization: token } : {}, signal: abort.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || abort.signal.aborted) return;
        const reader = new FileReader();
        reader.onload = () => {
          if (!abort.signal.aborted && typeof reader.result === 'string') setUrl(reader.result);
        };
        reader.readAsDataURL(blob);
      })
      // A preview that cannot load shows nothing; the upload itself reports its own errors.
      .catch(() => undefined);
    return () => abort.abort();
  }, [path]);
  return url;
}
