import type { FastifyInstance } from 'fastify';

/**
 * The address this server listens on, as a link base: a wildcard address becomes `localhost`.
 * Before the server listens (tests that inject requests) it is plain `http://localhost`.
 */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Where a mailed link points: PUBLIC_URL, else the address the server listens on; never a request
 * header (`Host`, `X-Forwarded-Host`), which anyone can set to aim a victim's reset link at a site
 * of theirs. A client's base address (the app under a sub-path) is honoured only on PUBLIC_URL's
 * own origin.
 */
export function linkBase(app: FastifyInstance, clientBaseURL?: string): string {
  if (!app.publicUrl) return ownAddress(app);
  if (!clientBaseURL) return app.publicUrl;
  try {
    const wanted = new URL(clientBaseURL);
    if (wanted.origin === new URL(app.publicUrl).origin)
      return `${wanted.origin}${wanted.pathname}`.replace(/\/+$/, '');
  } catch {
    // not an address: the configured one is used
  }
  return app.publicUrl;
}

/** The app's page a reset link opens, followed by the link's token. */
export const RESET_PAGE = '/resetforgetpassword';

/**
 * A mailed reset link: the reset page under the link base, then the token. A client base address
 * that already names the reset page (the HRWhizz client sends `https://<host>/resetforgetpassword/`)
 * gets only the token, not the page a second time.
 */
export function resetLink(app: FastifyInstance, token: string, clientBaseURL?: string): string {
  const base = linkBase(app, clientBaseURL);
  const page = base.toLowerCase().endsWith(RESET_PAGE) ? base : `${base}${RESET_PAGE}`;
  return `${page}/${token}`;
}
