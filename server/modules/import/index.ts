import type { FastifyInstance } from 'fastify';
import importRoutes from './routes';

/** Bulk import (ImportAPI): per kind its template, a dry-run check and an all-or-nothing import. */
export default async function importModule(app: FastifyInstance) {
  await app.register(importRoutes);
}
