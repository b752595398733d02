import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { tooManyRequests } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import { AttemptStore, type Admission, type LoginKeys, type LoginLimits } from './attempt-store.js';

const MINUTE = 60_000;

/**
 * The sign-in, registration and recovery limits (rules and reasons: docs/operations.md "Sign-in limits",
 * docs/decisions.md). An attempt is counted before the password is checked and given back when it was right, so
 * parallel guesses never get more password checks than the limit; a venue sharing one address is slowed only for
 * the accounts it fails on, never locked out as a whole.
 */
@Injectable()
export class LoginLimiter {
  private readonly limits: LoginLimits;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly store: AttemptStore,
  ) {
    this.limits = {
      pair: config.LOGIN_MAX_FAILURES,
      account: config.LOGIN_ACCOUNT_MAX_FAILURES,
      address: config.LOGIN_ADDRESS_MAX_FAILURES,
      windowMs: config.LOGIN_BLOCK_SECONDS * 1000,
      knownMs: config.LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000,
    };
  }

  private key(...parts: string[]): string {
    return [this.config.REDIS_PREFIX, ...parts].join(':');
  }

  private loginKeys(email: string, address: string): LoginKeys {
    return {
      pair: this.key('login-pair', address, email),
      account: this.key('login-account', email),
      address: this.key('login-address', address),
      known: this.key('login-known', email),
      from: address,
    };
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Counts a sign-in attempt before its password is checked, or refuses it with a 429 that says how long to wait. */
  async admitLogin(email: string, address: string): Promise<void> {
    const admission = await this.store.admitLogin(this.loginKeys(email, address), this.limits, this.now());
    if (admission.allowed) return;
    const wait = waitText(admission.retryAfterMs);
    const message = {
      pair: `Too many failed sign-in attempts for this account from your network. Try again ${wait}, or recover the password.`,
      address: `Too many failed sign-in attempts from your network: each account gets one try here for now. Try again ${wait}, or recover the password.`,
      account: `This account is protected after many failed sign-in attempts. Sign in from a network you used before, try again ${wait}, or recover the password.`,
      limit: `Too many sign-in attempts. Try again ${wait}.`,
    }[admission.reason];
    throw tooManyRequests(message, admission.retryAfterMs / 1000);
  }

  /** The password was right: its attempt is given back and the address is remembered for the account. */
  async loginSucceeded(email: string, address: string): Promise<void> {
    await this.store.loginSucceeded(this.loginKeys(email, address), this.limits, this.now());
  }

  /** A new password (recovery) ends the account-wide protection: the owner proved the mailbox is theirs. */
  async passwordChanged(email: string): Promise<void> {
    await this.store.clear(this.loginKeys(email, '').account);
  }

  async admitRegistration(address: string): Promise<void> {
    const windowMs = this.config.ADDRESS_LIMIT_SECONDS * 1000;
    refuseUnless(
      await this.store.take(
        this.key('register-address', address),
        this.config.REGISTER_MAX_PER_ADDRESS,
        windowMs,
        this.now(),
      ),
      (wait) => `Too many accounts were registered from your network. Try again ${wait}.`,
    );
  }

  /** A recovery mail: limited per address (mail floods over many e-mails) and per e-mail (one inbox). */
  async admitRecovery(email: string, address: string): Promise<void> {
    const now = this.now();
    refuseUnless(
      await this.store.take(
        this.key('recovery-address', address),
        this.config.RECOVERY_MAX_PER_ADDRESS,
        this.config.ADDRESS_LIMIT_SECONDS * 1000,
        now,
      ),
      (wait) => `Too many password recovery requests from your network. Try again ${wait}.`,
    );
    refuseUnless(
      await this.store.take(
        this.key('recovery-email', email),
        3,
        this.config.LOGIN_BLOCK_SECONDS * 1000,
        now,
      ),
      (wait) => `Too many recovery codes were sent to this e-mail. Check the inbox or try again ${wait}.`,
    );
  }
}

function refuseUnless(admission: Admission, message: (wait: string) => string): void {
  if (!admission.allowed)
    throw tooManyRequests(message(waitText(admission.retryAfterMs)), admission.retryAfterMs / 1000);
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
