import { createHash } from 'node:crypto';
import type { Counter, Limit } from '../../auth/rateLimiter';

/** Sending is limited per address and per sender email, in the shared rate-limit table. */
export const CONTACT_LIMITS: { address: Limit; sender: Limit } = {
  address: { max: 10, windowSeconds: 60 * 60 },
  sender: { max: 5, windowSeconds: 60 * 60 },
};

// Emails are counted by digest, so the counters hold no addresses of people.
const digest = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export const contactCounters = (ip: string, email: string): Counter[] => [
  { key: `contact:addr:${ip}`, limit: CONTACT_LIMITS.address },
  { key: `contact:acct:${digest(email)}`, limit: CONTACT_LIMITS.sender },
];
