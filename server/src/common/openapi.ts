import type { ApiParamOptions } from '@nestjs/swagger';
import { z } from 'zod';

/** The schema object type @nestjs/swagger takes (its interfaces are not exported by path). */
type SchemaObject = Extract<ApiParamOptions, { schema: unknown }>['schema'];

/** The OpenAPI schema of a shared zod schema: the docs describe exactly what validation accepts and answers hold. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json as SchemaObject;
}
