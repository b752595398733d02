import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { z } from 'zod';
import type { Endpoint } from '@hema/shared/contracts/endpoint';
import { ENDPOINT_KEY } from './endpoint.decorator.js';

/**
 * Checks every answer against its endpoint's contract (CHECK_RESPONSES=1, set by the integration tests): a view that
 * drifts from the shared schema the client parses with fails the test that reached it, with the path of the field.
 * Off in production, where the views' types against the contracts are the guarantee.
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ResponseContract');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const e = Reflect.getMetadata(ENDPOINT_KEY, context.getHandler()) as Endpoint | undefined;
    if (!e || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(
      map((answer: unknown) => {
        if (answer === undefined) return answer;
        const checked = e.response.safeParse(JSON.parse(JSON.stringify(answer)));
        if (!checked.success) {
          const message = `The answer of ${e.id} breaks its contract: ${z.prettifyError(checked.error)}`;
          this.logger.error(message);
          throw new Error(message);
        }
        return answer;
      }),
    );
  }
}
