import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder. This file sits one folder below it, and so does the built server
 * (dist-server/main.mjs) this file is bundled into: the same expression holds in both. The
 * server's other files find what they read from here, never from where their own code lies.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const paths = {
  /** The web app's build, which the server serves. */
  web: path.join(root, 'dist'),
  /** The translation files the browser and the server share. */
  locales: path.join(root, 'public', 'locales'),
  /** drizzle-kit's migrations. */
  migrations: path.join(root, 'server', 'db', 'migrations'),
};
