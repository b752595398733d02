import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { listOf, nullishText, refSchema } from './list-schema';

/**
 * The four catalog resources share one shape and one server controller (clubs, zones, weapons, weapon types):
 * `GET /{resource}?perPage=all` and `GET /{resource}/{id}`.
 */
export type CatalogResource = 'clubs' | 'zones' | 'weapons' | 'weapon-types';

const catalogItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: nullishText,
  description: nullishText,
  isInRussia: z.boolean().nullish(),
  country: nullishText,
  city: nullishText,
  type: refSchema.nullish(),
  deleted: z.boolean().nullish(),
  createdAt: nullishText,
});
export type CatalogItem = z.output<typeof catalogItemSchema>;

export async function fetchCatalog(resource: CatalogResource, signal?: AbortSignal) {
  const { data } = await apiRequest(`/${resource}`, { query: { perPage: 'all', sort: 'title' }, signal });
  return listOf(catalogItemSchema).parse(data);
}

export async function fetchCatalogItem(resource: CatalogResource, id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/${resource}/${encodeURIComponent(id)}`, { signal });
  return catalogItemSchema.parse(data);
}

export function useCatalogQuery(resource: CatalogResource) {
  return useQuery({ queryKey: [resource, 'all'], queryFn: ({ signal }) => fetchCatalog(resource, signal) });
}

export function useCatalogItemQuery(resource: CatalogResource, id: string) {
  return useQuery({
    queryKey: [resource, 'item', id],
    queryFn: ({ signal }) => fetchCatalogItem(resource, id, signal),
    meta: { silent: true },
  });
}
