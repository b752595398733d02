import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint.js';
import { idParams } from './fields.js';

/**
 * Documents of a tournament as files (spec §7 "print by GET {resource}/{id}/print returned as a blob"; spec §4 "the
 * HEMA-ratings report can be downloaded only after the tournament is finished"). Print-outs are PDFs readable by
 * whoever may read the resource; the HEMA Ratings export is the organizer's.
 */

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_TYPE = 'application/zip';

/** Languages a print-out is written in; without one, the request's Accept-Language decides (English by default). */
export const PRINT_LANGUAGES = ['en', 'ru'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

export const printQuerySchema = z.object({ lang: z.enum(PRINT_LANGUAGES).optional() }).strict();

/** The workbook (xlsx) or the same tables as CSV files in a zip. */
export const HEMA_RATINGS_FORMATS = ['xlsx', 'csv'] as const;
export const hemaRatingsQuerySchema = z
  .object({ format: z.enum(HEMA_RATINGS_FORMATS).default('xlsx') })
  .strict();

/** Tabs of the HEMA Ratings workbook before the one sheet per category (also the CSV files' names). */
export const HEMA_RATINGS_SHEETS = { event: 'Event info', clubs: 'Clubs', fighters: 'Fighters' } as const;

const print = (id: string, path: string, summary: string) =>
  endpoint({
    id,
    method: 'GET',
    path,
    summary: `${summary} (PDF; \`lang=en|ru\`, else Accept-Language)`,
    params: idParams,
    query: printQuerySchema,
    response: fileAnswer,
    file: [PDF_TYPE],
  });

const organizers = ['ORGANIZER_TRIAL', 'ORGANIZER', 'ADMIN'] as const;

export const documentsContract = {
  poolSheet: print(
    'documents.poolSheet',
    '/pools/:id/print',
    'Pool sheet: fighters, bout order and an empty score grid for a paper backup',
  ),
  stageBracket: print(
    'documents.stageBracket',
    '/stages/:id/print',
    "A stage's bracket or pools, round by round, with the results so far",
  ),
  ringSchedule: print(
    'documents.ringSchedule',
    '/areas/:id/print',
    "A ring's schedule: its fights in order with category, stage, fighters and result",
  ),
  categoryResults: print(
    'documents.categoryResults',
    '/nominations/:id/print',
    "A category's results: its fighters ranked by the category's rating mode, with their figures",
  ),
  hemaRatings: endpoint({
    id: 'documents.hemaRatings',
    method: 'GET',
    path: '/tournaments/:id/hema-ratings',
    summary:
      'The HEMA Ratings workbook (xlsx: Event info, Clubs, Fighters, one sheet per category), or `format=csv`: the same tables as CSV files in a zip. Only once the tournament is finished (409 before)',
    roles: organizers,
    params: idParams,
    query: hemaRatingsQuerySchema,
    response: fileAnswer,
    file: [XLSX_TYPE, ZIP_TYPE],
  }),
} as const;
