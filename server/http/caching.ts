import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * What the compression hook compresses: text, JSON, XML and scripts. Other types go by mime-db's
 * word, which leaves workbooks (xlsx is a zip), images and octet-streams as they are.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/;

/** The build's brotli and gzip copies of its files (vite.config.ts), served in their stead by negotiation. */
export const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** A year, the longest a browser keeps anything: the name changes whenever the content does. */
const HASHED = 'public, max-age=31536000, immutable';
/** Kept but asked about on every use: the ETag makes the answer an empty 304 while the file is the same. */
const REVALIDATED = 'no-cache';

/**
 * Cache-Control of the built web app: Vite's content-hashed files under assets/ are kept for good;
 * index.html, the translations (public/locales) and the other unhashed files are revalidated.
 */
export function webCaching(webRoot: string) {
  const hashed = path.join(webRoot, 'assets') + path.sep;
  return (reply: FastifyReply, file: string) => {
    reply.header('Cache-Control', file.startsWith(hashed) ? HASHED : REVALIDATED);
  };
}
