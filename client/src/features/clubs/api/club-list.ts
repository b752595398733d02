import { clubsContract, type clubSchema } from '@hema/shared/contracts/catalog';
import type { z } from 'zod';

/** `GET /clubs` with the list query: the grid of the clubs page is given this contract endpoint. */
export const clubListEndpoint = clubsContract.list;

export type Club = z.output<typeof clubSchema>;
