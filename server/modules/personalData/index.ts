import type { FastifyInstance } from 'fastify';
import personalDataRoutes from './routes';

/** A person's right to their data: the export and the erasure. */
export default async function personalDataModule(app: FastifyInstance) {
  await app.register(personalDataRoutes);
}
