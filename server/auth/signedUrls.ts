import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const WINDOW_SECONDS = 60 * 60;

/**
 * Addresses that carry their own authorisation, for what a browser loads without headers (an
 * `<img src>`): the server hands them only to callers allowed to see the thing, and they expire.
 * The expiry is rounded to the hour so one image keeps one address for a while (browser caches).
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a signature can never be mistaken for anything signed with the JWT key.
    this.key = createHash('sha256').update(`tawazun-signed-urls:${secret}`).digest();
  }

  private mac(path: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${path.toLowerCase()}|${expires}`).digest('base64url');
  }

  sign(path: string, nowMs = Date.now()): string {
    const expires = (Math.floor(nowMs / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
    return `${path}?expires=${expires}&signature=${this.mac(path, expires)}`;
  }

  verify(path: string, expires: number, signature: string, nowMs = Date.now()): boolean {
    if (!Number.isInteger(expires) || expires * 1000 <= nowMs) return false;
    const expected = Buffer.from(this.mac(path, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
