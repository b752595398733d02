import type { ResultsJobStatus } from '@hema/shared/contracts/ratings';
import { awardsPending } from './achievements';

const idle: ResultsJobStatus = {
  running: false,
  waiting: false,
  step: null,
  done: 0,
  total: 0,
  steps: ['ratings', 'achievements'],
  runs: 3,
  lastReason: 'achievement defined',
  lastStartedAt: '2026-11-24T10:00:00.000Z',
  lastFinishedAt: '2026-11-24T10:00:02.000Z',
  lastError: null,
};

describe('awardsPending: whether a saved achievement still waits for its awards', () => {
  it('is pending before the job status is known, while the job runs and while a request waits', () => {
    expect(awardsPending(undefined, '2026-11-24T10:00:01.000Z')).toBe(true);
    expect(awardsPending({ ...idle, running: true }, '2026-11-24T09:00:00.000Z')).toBe(true);
    expect(awardsPending({ ...idle, waiting: true }, '2026-11-24T09:00:00.000Z')).toBe(true);
  });

  it('is pending when the last run finished before the save (the request has not reached the job yet)', () => {
    expect(awardsPending(idle, '2026-11-24T10:00:03.000Z')).toBe(true);
    expect(awardsPending({ ...idle, lastFinishedAt: null }, '2026-11-24T10:00:03.000Z')).toBe(true);
  });

  it('is done when an idle job finished after the save', () => {
    expect(awardsPending(idle, '2026-11-24T10:00:01.000Z')).toBe(false);
  });
});
