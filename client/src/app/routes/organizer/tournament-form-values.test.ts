import { describe, expect, it } from '@jest/globals';
import { createTournamentSchema } from '@hema/shared/contracts/tournaments';
import { EMPTY_TOURNAMENT_FORM, tournamentBody } from './tournament-form-values';

describe('tournamentBody', () => {
  it('gives a body the create contract accepts', () => {
    const body = tournamentBody({
      ...EMPTY_TOURNAMENT_FORM,
      title: 'Riga Open',
      idString: 'riga-open',
      dateStart: '2027-03-01',
      dateEnd: '2027-03-02',
      registrationDateStart: '2027-01-01 09:00',
      registrationDateEnd: '2027-02-20 18:30',
      country: 'LV',
      city: 'Riga',
    });
    const parsed = createTournamentSchema.parse(body);
    expect(parsed).toMatchObject({ title: 'Riga Open', country: 'LV', city: 'Riga', address: null });
    expect(parsed.registrationDateEnd!.getTime()).toBeGreaterThan(parsed.registrationDateStart!.getTime());
  });

  it('leaves empty dates missing, so the form says "Field required"', () => {
    const result = createTournamentSchema.safeParse(tournamentBody(EMPTY_TOURNAMENT_FORM));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'idString', 'dateStart', 'dateEnd']));
  });
});
