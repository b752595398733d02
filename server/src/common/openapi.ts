import type { ApiBodyOptions } from '@nestjs/swagger';

type SchemaObject = NonNullable<Extract<ApiBodyOptions, { schema?: unknown }>['schema']>;
import { z } from 'zod';

/** The OpenAPI body schema of a shared zod schema: the docs describe exactly what validation accepts. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json as SchemaObject;
}
