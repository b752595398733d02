import { describe, expect, it } from '@jest/globals';
import { createStageSchema } from '@hema/shared/contracts/stages';
import { stageBody, stageFormValues } from './stage-form-values';

describe('stage form values', () => {
  it('sends only the settings of the chosen type, an empty number as not set', () => {
    const values = stageFormValues('POOL');
    values.settings.poolsCount = 2;
    values.settings.eliminationSize = 8; // typed before the type changed to pools
    values.settings.toTheFinals = true;
    const body = createStageSchema.parse(stageBody(values));
    expect(body.settings).toEqual({
      poolsCount: 2,
      minimumFromEachPool: null,
      goesToNextStage: null,
      qualification: 'ADVANCED',
      combineStats: false,
      toTheFinals: true,
    });
  });

  it('keeps a bye win score only with the WIN bye mode', () => {
    const values = stageFormValues('SWISS');
    values.settings.byeWinScores = '3';
    expect(stageBody(values).settings).toMatchObject({ byeMode: null, byeWinScores: null });
    values.settings.byeMode = 'WIN';
    expect(stageBody(values).settings).toMatchObject({ byeMode: 'WIN', byeWinScores: '3' });
  });

  it('opens an existing stage with its settings', () => {
    const stage = {
      type: 'SWISS_HITS' as const,
      label: 'Main',
      settings: { roundsCount: 3, initialHp: 10, byeMode: 'DRAW', qualification: 'BASIC' as const },
    };
    const body = stageBody(stageFormValues(stage));
    expect(body).toMatchObject({ type: 'SWISS_HITS', label: 'Main' });
    expect(body.settings).toMatchObject({
      roundsCount: 3,
      initialHp: 10,
      byeMode: 'DRAW',
      qualification: 'BASIC',
    });
  });
});
