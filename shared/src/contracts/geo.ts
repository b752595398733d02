import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const geoContract = {
  country: endpoint({
    id: 'geo.country',
    method: 'GET',
    path: '/geo/country',
    summary:
      "The visitor's two-letter country code, as plain text (spec §7); the default FI when it cannot be told.",
    response: z.string().regex(/^[A-Z]{2}$/),
  }),
};
