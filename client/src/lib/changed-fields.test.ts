import { describe, expect, it } from '@jest/globals';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields that differ from the loaded body', () => {
    const loaded: Record<string, unknown> = {
      firstName: 'Fedor',
      city: null,
      zones: ['a'],
      licenseTill: new Date('2027-01-01'),
    };
    expect(changedFields({ ...loaded }, loaded)).toEqual({});
    expect(changedFields({ ...loaded, city: 'Kazan' }, loaded)).toEqual({ city: 'Kazan' });
    expect(changedFields({ ...loaded, zones: ['a', 'b'] }, loaded)).toEqual({ zones: ['a', 'b'] });
    expect(changedFields({ ...loaded, licenseTill: new Date('2027-02-01') }, loaded)).toEqual({
      licenseTill: new Date('2027-02-01'),
    });
  });

  it('sends a field the loaded body lacked (a new club) and leaves out undefined ones', () => {
    expect(
      changedFields({ newClubTitle: 'New club', clubId: undefined as string | undefined }, { clubId: 'c1' }),
    ).toEqual({
      newClubTitle: 'New club',
    });
  });
});
