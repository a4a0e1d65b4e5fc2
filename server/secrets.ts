// Comparing secrets without telling an attacker, through the time a comparison
// takes, how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether two secrets are equal, in a time that depends on neither: both are
 * hashed to digests of the same length first, which timingSafeEqual needs and
 * which also hides the secret's length.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
