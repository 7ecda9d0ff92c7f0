import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The whole database: only for modules above organisations (accounts, platform administration). */
    db: Db;
  }
}

/** Makes the opened database available to every route; opening and closing belong to main.ts. */
async function database(app: FastifyInstance, { database }: { database: Database }) {
  app.decorate('database', database);
  app.decorate('db', database.db);
}

export const databasePlugin = fp(database, { name: 'database' });
