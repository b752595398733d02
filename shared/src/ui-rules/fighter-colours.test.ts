import { describe, expect, it } from '@jest/globals';
import { fighterAt, fighterColours } from './fighter-colours.js';

describe('fighter colours', () => {
  it('dresses fighter 1 in the left colour when the red fighter stands left (the default)', () => {
    expect(fighterColours({ colorLeft: 'green', colorRight: 'white', redSide: 1 })).toEqual({
      1: 'green',
      2: 'white',
      side1: 'left',
    });
  });

  it('moves fighter 1 to the right side and its colour when the red fighter stands right', () => {
    expect(fighterColours({ colorLeft: 'red', colorRight: 'blue', redSide: 2 })).toEqual({
      1: 'blue',
      2: 'red',
      side1: 'right',
    });
  });

  it('falls back to red left and blue right for missing or unknown settings', () => {
    expect(fighterColours(null)).toEqual({ 1: 'red', 2: 'blue', side1: 'left' });
    expect(fighterColours({ colorLeft: 'purple', colorRight: 42, redSide: 'x' })).toEqual({
      1: 'red',
      2: 'blue',
      side1: 'left',
    });
  });

  it('finds the fighter standing on each side: fighter 1 left by default, right when the red side is 2', () => {
    const usual = fighterColours({ redSide: 1 });
    const swapped = fighterColours({ redSide: 2 });
    expect([fighterAt(usual, 'left'), fighterAt(usual, 'right')]).toEqual([1, 2]);
    expect([fighterAt(swapped, 'left'), fighterAt(swapped, 'right')]).toEqual([2, 1]);
  });
});
