import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type AccountKind = 'super' | 'owner' | 'employee';

/** What an access token says about its holder. */
export interface Principal {
  userId: number;
  organizationId: number | null;
  kind: AccountKind;
  roleId: number | null;
  /** The sign-in session (refresh token family) the token belongs to. */
  sessionId: string;
  /** Filled by the guard from the live account, for the audit trail; never put in a token. */
  email?: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(principal: Principal): Promise<string> {
    return new SignJWT({
      org: principal.organizationId,
      kind: principal.kind,
      role: principal.roleId,
      sid: principal.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(principal.userId))
      .setIssuedAt()
      .setIssuer('tawazun')
      // Rounded up: a token never lives shorter than the configured lifetime.
      .setExpirationTime(Math.ceil(Date.now() / 1000) + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** The principal of a valid token, or null for a missing, forged or expired one. */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'tawazun',
        algorithms: ['HS256'],
        currentDate: options.ignoreExpiry ? new Date(0) : undefined,
      });
      const kind = payload.kind as AccountKind;
      if (!payload.sub || !['super', 'owner', 'employee'].includes(kind) || typeof payload.sid !== 'string') return null;
      return {
        userId: Number(payload.sub),
        organizationId: typeof payload.org === 'number' ? payload.org : null,
        kind,
        roleId: typeof payload.role === 'number' ? payload.role : null,
        sessionId: payload.sid,
      };
    } catch {
      return null;
    }
  }
}

/** A random opaque token and the hash that is stored in its place. */
export function opaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newSecret = (): string => randomBytes(48).toString('base64url');
