import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { NestPino } from './logging.js';

/** A NestPino writing into an array of parsed lines. */
function capture(level = 'trace') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, nest: new NestPino(logger) };
}

describe('NestPino', () => {
  it("writes Nest's message with its context, and each Nest level at pino's", () => {
    const { lines, nest } = capture();
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('Redis (live adapter): reconnecting', 'LiveIoAdapter');
    nest.verbose('mapped', 'RoutesResolver');
    expect(lines.map((l) => [l.level, l.context, l.msg])).toEqual([
      [30, 'NestApplication', 'Nest application successfully started'],
      [40, 'LiveIoAdapter', 'Redis (live adapter): reconnecting'],
      [10, 'RoutesResolver', 'mapped'],
    ]);
  });

  it("keeps the stack of an exception handler's error(message, stack, context) and of an Error", () => {
    const { lines, nest } = capture();
    nest.error('boom', 'Error: boom\n    at handler (fights.ts:1:1)', 'ExceptionsHandler');
    nest.error(new Error('lost'), 'ResultsJob');
    expect(lines[0]).toMatchObject({ level: 50, context: 'ExceptionsHandler', err: { message: 'boom' } });
    expect((lines[0]!.err as { stack: string }).stack).toContain('fights.ts:1:1');
    expect(lines[1]).toMatchObject({
      level: 50,
      context: 'ResultsJob',
      msg: 'lost',
      err: { message: 'lost' },
    });
  });

  it('merges an object message into the line and writes nothing under its level', () => {
    const { lines, nest } = capture('info');
    nest.log({ tournamentId: 't1', msg: 'results written' }, 'ResultsJob');
    nest.debug('not written', 'ResultsJob');
    expect(lines).toEqual([
      expect.objectContaining({ tournamentId: 't1', msg: 'results written', context: 'ResultsJob' }),
    ]);
  });
});
