import type { Database } from '#server/db/client.ts';
import {
  countHit,
  forgetHits,
  holdUntil,
  takeBackHit,
  tooManyRequests,
} from '#server/security/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/**
 * Attempts after which answers are slowed down, and after which sign-in is refused for LOCK_MS.
 * The lock is earned by an account from one address: a stranger elsewhere who guesses someone's
 * login slows that account down but cannot lock its owner out.
 */
export const PAIR_LIMITS = { lockAfter: 5 };
export const ACCOUNT_LIMITS = { slowAfter: 2 };
// Offices share one public address, so an address gets more tries than one account.
export const ADDRESS_LIMITS = { slowAfter: 10, lockAfter: 30 };
export const DELAY_STEP_MS = 400;
const MAX_DELAY_MS = 2_000;

/**
 * The counters of one sign-in attempt. `account` names the account the login belongs to (its id,
 * so its username and its e-mail count as one), or the login itself when no account has it.
 */
export function throttleKeys(account: string, ip: string) {
  return {
    pair: `sign-in:${account}@${ip}`,
    account: `sign-in:${account}`,
    address: `sign-in:ip:${ip}`,
  };
}
type Keys = ReturnType<typeof throttleKeys>;

export interface Attempt {
  /** How long to hold the answer back. */
  delayMs: number;
  /** The counters a wrong password now locks: the pair's or the address's last try. */
  locksOnFailure: string[];
}

/**
 * Counts the attempt before the password is checked, so parallel attempts cannot all be checked
 * against an old count; throws 429 when the pair or the address is locked.
 */
export async function countAttempt(db: Database, keys: Keys): Promise<Attempt> {
  const [pair, account, address] = await Promise.all([
    countHit(db, keys.pair, WINDOW_MS),
    countHit(db, keys.account, WINDOW_MS),
    countHit(db, keys.address, WINDOW_MS),
  ]);
  if (pair.count > PAIR_LIMITS.lockAfter) throw throttled(pair.resetAt);
  if (address.count > ADDRESS_LIMITS.lockAfter) throw throttled(address.resetAt);
  const delay =
    Math.max(0, account.count - ACCOUNT_LIMITS.slowAfter, address.count - ADDRESS_LIMITS.slowAfter) *
    DELAY_STEP_MS;
  return {
    delayMs: Math.min(MAX_DELAY_MS, delay),
    locksOnFailure: [
      ...(pair.count >= PAIR_LIMITS.lockAfter ? [keys.pair] : []),
      ...(address.count >= ADDRESS_LIMITS.lockAfter ? [keys.address] : []),
    ],
  };
}

/** After a wrong password on the last try: the lock lasts LOCK_MS from now. */
export async function lock(db: Database, counters: string[]): Promise<never> {
  const until = new Date(Date.now() + LOCK_MS);
  await Promise.all(counters.map((key) => holdUntil(db, key, until)));
  throw throttled(until);
}

/** A right password: the account's counts start again, and the address's attempt is taken back. */
export async function clearAttempts(db: Database, keys: Keys): Promise<void> {
  await Promise.all([forgetHits(db, [keys.pair, keys.account]), takeBackHit(db, keys.address)]);
}

function throttled(resetAt: Date) {
  return tooManyRequests('TOO_MANY_ATTEMPTS', 'auth.throttled', resetAt);
}
