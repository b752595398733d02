import { describe, it, expect } from '@jest/globals';
import { STAGE_TYPES } from '../domain-types.js';
import { STAGE_TYPE_NAMES, finalsLabel, stageDisplayTitle } from './stage-title.js';

describe('stage display title', () => {
  it('numbers stages from 1 and names an unlabelled stage by its type', () => {
    expect(stageDisplayTitle({ index: 0, type: 'POOL' })).toEqual({
      label: null,
      number: 1,
      typeName: 'Pools',
      text: 'Pools 1',
    });
    expect(stageDisplayTitle({ index: 2, type: 'SWISS_HITS' }).text).toBe('Swiss with hits 3');
  });

  it('puts the organizer’s label and number first and the type name after it', () => {
    expect(stageDisplayTitle({ label: 'Finals', index: 1, type: 'ELIMINATION' })).toEqual({
      label: 'Finals',
      number: 2,
      typeName: 'Elimination',
      text: 'Finals 2 (Elimination)',
    });
  });

  it('treats a blank label as no label', () => {
    expect(stageDisplayTitle({ label: '  ', index: 0, type: 'SWISS' }).text).toBe('Swiss 1');
    expect(stageDisplayTitle({ label: null, index: 0, type: 'SWISS' }).text).toBe('Swiss 1');
  });

  it('has a display name for every stage type', () => {
    for (const type of STAGE_TYPES) expect(STAGE_TYPE_NAMES[type]).toEqual(expect.any(String));
    expect(STAGE_TYPE_NAMES.ELIMINATION_DOUBLE).toBe('Double elimination');
  });

  it('takes translated type names when given them', () => {
    const ru = {
      POOL: 'Пулы',
      ELIMINATION: 'Олимпийка',
      ELIMINATION_DOUBLE: 'Двойная олимпийка',
      SWISS: 'Швейцарка',
      SWISS_HITS: 'Швейцарка с хитами',
    };
    expect(stageDisplayTitle({ index: 0, type: 'POOL' }, ru).text).toBe('Пулы 1');
  });
});

describe('finals labels', () => {
  it('labels the finals fight at index 0 gold and every other bronze', () => {
    expect(finalsLabel(0)).toBe('gold');
    expect(finalsLabel(1)).toBe('bronze');
    expect(finalsLabel(2)).toBe('bronze');
  });
});
