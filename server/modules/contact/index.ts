import type { FastifyInstance } from 'fastify';
import contactRoutes from './routes';
import contactRestRoutes from './v1';
import { DEFAULT_SITE, type SiteOptions } from './site';

export type { SiteOptions };
export { siteOptions } from './site';

/** The public contact form and the Super Admin's inbox of it. */
export default async function contactModule(app: FastifyInstance, options: { site?: SiteOptions }) {
  await app.register(contactRoutes, { site: options.site ?? DEFAULT_SITE });
  await app.register(contactRestRoutes);
}
