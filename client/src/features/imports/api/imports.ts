import { pathOf } from '@hema/shared/contracts/endpoint';
import {
  importsContract,
  type ImportPreview,
  type ImportSummary,
  type importProblemSchema,
} from '@hema/shared/contracts/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint, endpointQuery, parseAnswer } from '../../../lib/endpoint-client';
import { endpointKeyPrefix } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

export type { ImportPreview, ImportSummary };
export type ImportProblem = z.output<typeof importProblemSchema>;

/** `GET /imports/mine`: the signed-in user's imports, for the grid on /rating-import. */
export const myImportsEndpoint = importsContract.mine;
/** `GET /imports` (admins): every import, for the grid on /admin/tournament-imports. */
export const importListEndpoint = importsContract.list;

const refreshLists = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKeyPrefix(importsContract.mine) }),
    client.invalidateQueries({ queryKey: endpointKeyPrefix(importsContract.list) }),
    client.invalidateQueries({ queryKey: endpointKeyPrefix(importsContract.get) }),
  ]);

/** POST /imports: the zip as the multipart field `file`; a refusal is an ApiError whose body lists the problem rows. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const e = importsContract.upload;
      const form = new FormData();
      form.append('file', file);
      const response = await apiRequest(pathOf(e), { method: e.method, body: form });
      return parseAnswer(e, response.data);
    },
    onSuccess: () => refreshLists(client),
    // The page shows the refusal in place, row by row.
    meta: { inlineErrors: true },
  });
}

/** GET /imports/template: the zip of the four files with their headers and an example, saved as a download. */
export function useImportTemplate() {
  return useMutation({
    mutationFn: async () => {
      const file = await downloadEndpoint(importsContract.template);
      saveFile(file.blob, file.fileName);
    },
  });
}

/** GET /imports/{id} (admins): the review of one import. */
export function useImportPreview(id: string | null) {
  return useQuery({
    ...endpointQuery(importsContract.get, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
}

/**
 * POST /imports/{id}/approve (with `confirmDuplicate` once the admin confirmed a flagged one) or /refuse (admins);
 * both lists and the review refresh after it.
 */
export function useDecideImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      reason,
      confirmDuplicate,
    }: {
      id: string;
      reason?: string;
      confirmDuplicate?: boolean;
    }) =>
      reason === undefined
        ? callEndpoint(importsContract.approve, { params: { id }, body: { confirmDuplicate } })
        : callEndpoint(importsContract.refuse, { params: { id }, body: { reason } }),
    onSettled: () => refreshLists(client),
  });
}

/** POST /imports/{id}/withdraw (admins): the approved import's tournament and what it created are removed. */
export function useWithdrawImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(importsContract.withdraw, { params: { id } }),
    onSettled: () => refreshLists(client),
  });
}
