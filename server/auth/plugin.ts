import fp from 'fastify-plugin';
import { Sessions } from './sessions';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessions: Sessions;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export const authPlugin = fp<AuthOptions>(async (app, options) => {
  const tokens = new TokenService(options.jwtSecret, options.accessTokenTtl);
  app.decorate('tokens', tokens);
  app.decorate('sessions', new Sessions(app.db, tokens, options.refreshTokenTtl));
});
