import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneEndedSessions, Sessions } from './sessions';
import { TokenService } from './tokens';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitPolicy } from './rateLimiter';
import { UrlSigner } from './signedUrls';
import { SignInLimits } from './signInLimits';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: Sessions;
    rateLimiter: RateLimiter;
    signInLimits: SignInLimits;
    urlSigner: UrlSigner;
    /** Where the app is reached (PUBLIC_URL), for links in mail; undefined: the server's own address. */
    publicUrl: string | undefined;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Overrides of the default sign-in, sign-up and forgotten-password limits. */
  rateLimits?: Partial<RateLimitPolicy>;
  publicUrl?: string;
}

async function authentication(app: FastifyInstance, options: AuthOptions) {
  const tokens = new TokenService(options.jwtSecret, options.accessTokenTtl);
  app.decorate('tokens', tokens);
  app.decorate('sessions', new Sessions(app.db, tokens, options.refreshTokenTtl, app.database.writeGeneration));
  const rateLimiter = new RateLimiter(app.db, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('signInLimits', new SignInLimits(app.db, rateLimiter));
  app.decorate('urlSigner', new UrlSigner(options.jwtSecret));
  app.decorate('publicUrl', options.publicUrl?.replace(/\/+$/, ''));
  app.backgroundJobs.add('session pruning', () => pruneEndedSessions(app.db));
}

export const authPlugin = fp(authentication, { name: 'authentication', dependencies: ['database', 'jobs'] });
