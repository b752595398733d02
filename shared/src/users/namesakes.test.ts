import { describe, expect, it } from '@jest/globals';
import { emailKey, findCandidatePairs, nameKey } from './namesakes.js';

describe('nameKey', () => {
  it.each([
    ['case', ['IVAN', 'petrov'], ['Ivan', 'Petrov']],
    ['accents', ['José', 'Müller'], ['Jose', 'Muller']],
    ['Cyrillic and Latin', ['Иван', 'Петров'], ['Ivan', 'Petrov']],
    ['swapped first and last name', ['Petrov', 'Ivan'], ['Ivan', 'Petrov']],
    ['x and ks', ['Alexander', 'Smirnov'], ['Александр', 'Смирнов']],
    ['y and j endings', ['Sergey', 'Ilyin'], ['Сергей', 'Ильин']],
    ['ya and ia', ['Yulia', 'Kuznetsova'], ['Юлия', 'Кузнецова']],
    ['-sky and -ский', ['Ivan', 'Petrovsky'], ['Иван', 'Петровский']],
    ['kh and h', ['Mikhail', 'Khabarov'], ['Mihail', 'Habarov']],
    ['spaces and hyphens', [' Anna-Maria ', 'Li'], ['Annamaria', 'Li']],
  ])('folds %s', (_, left, right) => {
    expect(nameKey(...left)).toBe(nameKey(...right));
  });

  it('keeps different people apart', () => {
    expect(nameKey('Ivan', 'Petrov')).not.toBe(nameKey('Ivan', 'Petrova'));
    expect(nameKey('Anna', 'Li')).not.toBe(nameKey('Anna', 'Lee'));
    expect(nameKey('Oleg', 'Ivanov')).not.toBe(nameKey('Olga', 'Ivanova'));
  });
});

describe('emailKey', () => {
  it('ignores the domain, dots, +tags and case', () => {
    expect(emailKey('Ivan.Petrov+hema@gmail.com')).toBe('ivanpetrov');
    expect(emailKey('ivanpetrov@yandex.ru')).toBe('ivanpetrov');
  });
  it('answers nothing for no e-mail or a short local part', () => {
    expect(emailKey(null)).toBeNull();
    expect(emailKey('ab@x.org')).toBeNull();
  });
});

describe('findCandidatePairs', () => {
  const user = (
    id: string,
    firstName: string,
    lastName: string,
    email: string | null,
    clubId: string | null,
  ) => ({
    id,
    firstName,
    lastName,
    email,
    clubId,
  });

  it('pairs namesakes and e-mail twins once each, naming every reason', () => {
    const pairs = findCandidatePairs([
      user('1', 'Ivan', 'Petrov', 'ivan.petrov@a.org', 'c1'),
      user('2', 'Петров', 'Иван', 'ivanpetrov@b.org', 'c1'),
      user('3', 'Olga', 'Smirnova', 'olga@a.org', 'c1'),
      user('4', 'Olga', 'Smirnova', null, null),
      user('5', 'Boris', 'Orlov', 'olga@b.org', null),
    ]);
    const byIds = Object.fromEntries(pairs.map((p) => [`${p.a.id}-${p.b.id}`, p.reasons]));
    expect(byIds).toEqual({
      '1-2': ['name', 'email', 'club'],
      '3-4': ['name'],
      '3-5': ['email'],
    });
  });

  it('finds nothing among different people', () => {
    expect(
      findCandidatePairs([user('1', 'Ivan', 'Petrov', null, 'c1'), user('2', 'Anna', 'Petrova', null, 'c1')]),
    ).toEqual([]);
  });
});
