import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes): slow enough for offline guessing, fine per login. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A real hash to verify against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
let decoy: Promise<string> | null = null;

/**
 * Every password check goes through this object (not a bare function), so a test can count the checks a burst of
 * guesses gets (`jest.spyOn(passwords, 'verify')`): the sign-in limits promise a number of checks, not of answers.
 */
export const passwords = {
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
  decoyHash: (): Promise<string> => (decoy ??= hashPassword('decoy-password-never-matches')),
};
