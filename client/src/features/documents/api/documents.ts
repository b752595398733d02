import { documentsContract, type PrintLanguage } from '@hema/shared/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/endpoint-client';
import { saveFile } from '../../../lib/save-file';

/** The print-outs of spec §7 (`GET {resource}/{id}/print`, a PDF blob), by what they print. */
export const PRINT_ENDPOINTS = {
  pool: documentsContract.poolSheet,
  stage: documentsContract.stageBracket,
  area: documentsContract.ringSchedule,
  nomination: documentsContract.categoryResults,
} as const;
export type PrintKind = keyof typeof PRINT_ENDPOINTS;

/** Downloads one print-out in the interface language and saves it; a refusal shows the usual error notice. */
export function usePrintDocument() {
  return useMutation({
    mutationFn: async ({ kind, id, lang }: { kind: PrintKind; id: string; lang: PrintLanguage }) => {
      const file = await downloadEndpoint(PRINT_ENDPOINTS[kind], { params: { id }, query: { lang } });
      saveFile(file.blob, file.fileName);
    },
  });
}

/** GET /tournaments/{id}/hema-ratings: the workbook, or the CSV files in a zip, saved as a download. */
export function useHemaRatingsExport() {
  return useMutation({
    mutationFn: async ({ id, format }: { id: string; format: 'xlsx' | 'csv' }) => {
      const file = await downloadEndpoint(documentsContract.hemaRatings, {
        params: { id },
        query: { format },
      });
      saveFile(file.blob, file.fileName);
    },
  });
}
