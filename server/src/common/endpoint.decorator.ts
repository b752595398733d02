import {
  applyDecorators,
  createParamDecorator,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
  type ExecutionContext,
} from '@nestjs/common';
import {
  ApiBody,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import type { Endpoint } from '@hema/shared/contracts/endpoint';
import { Roles } from './roles.decorator.js';
import { openApiSchema } from './openapi.js';
import { parse } from './validation.js';

export const ENDPOINT_KEY = 'hema:endpoint';

const ROUTE = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** The success status of an endpoint: the contract's, else 201 for POST (Nest's default) and 200 otherwise. */
export function successStatus(e: Endpoint): number {
  return e.status ?? (e.method === 'POST' ? 201 : 200);
}

/**
 * Routes a handler by its shared contract (architecture.md §7): method and path, success status, the roles of
 * `@Roles`, and the OpenAPI operation with every parameter, the request body and the answer described by the same
 * zod schemas that validate them. Use it on a controller declared with `@Controller()` (paths are absolute).
 */
export function Endpoint(e: Endpoint, tag?: string): MethodDecorator {
  const decorators: (MethodDecorator | ClassDecorator)[] = [
    ROUTE[e.method](e.path.replace(/^\//, '')),
    HttpCode(successStatus(e)),
    SetMetadata(ENDPOINT_KEY, e),
    ApiOperation({ operationId: e.id, summary: e.summary }),
    ApiResponse({
      status: successStatus(e),
      description: e.summary,
      ...(successStatus(e) === 204
        ? {}
        : { schema: e.file ? { type: 'string', format: 'binary' } : openApiSchema(e.response) }),
    }),
  ];
  // A file answer (PDF, workbook, image) names its types instead of JSON.
  if (e.file) decorators.push(ApiProduces(...e.file));
  if (tag) decorators.push(ApiTags(tag));
  for (const [name, schema] of shapeOf(e.params))
    decorators.push(ApiParam({ name, required: true, schema: openApiSchema(schema) }));
  for (const [name, schema] of shapeOf(e.query))
    decorators.push(
      ApiQuery({ name, required: !schema.safeParse(undefined).success, schema: openApiSchema(schema) }),
    );
  if (e.body) decorators.push(ApiBody({ schema: openApiSchema(e.body) }));
  if (e.roles) decorators.push(Roles(...e.roles), ApiSecurity('token'));
  return applyDecorators(...decorators) as MethodDecorator;
}

function shapeOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  return schema instanceof z.ZodObject ? Object.entries(schema.shape as Record<string, z.ZodType>) : [];
}

function endpointOf(context: ExecutionContext): Endpoint {
  const e = Reflect.getMetadata(ENDPOINT_KEY, context.getHandler()) as Endpoint | undefined;
  if (!e) throw new Error(`${context.getClass().name}.${context.getHandler().name} has no @Endpoint`);
  return e;
}

/** The request body, validated by the endpoint's contract (a 400 naming every wrong field). */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const e = endpointOf(context);
  const body = context.switchToHttp().getRequest<Request>().body as unknown;
  return e.body ? parse(e.body, body) : undefined;
});

/** The query string, validated by the endpoint's contract. */
export const ValidQuery = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const e = endpointOf(context);
  const query = context.switchToHttp().getRequest<Request>().query as unknown;
  return e.query ? parse(e.query, query) : {};
});
