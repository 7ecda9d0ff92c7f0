import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * What the compression hook compresses: text, JSON, XML and scripts. Other types go by mime-db's
 * word, which leaves workbooks (xlsx is a zip), images and octet-streams as they are.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/;

/** An address that names a file (its last part has an extension); any other is a page. */
export const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

/** The build's brotli and gzip copies of its files (vite.config.ts), served in their stead by negotiation. */
export const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** A year, the longest a browser keeps anything: the name changes whenever the content does. */
const HASHED = 'public, max-age=31536000, immutable';
/** Kept but asked about on every use: the ETag makes the answer an empty 304 while the file is the same. */
const REVALIDATED = 'no-cache';

/**
 * Headers a browser reads only on a document (what a page may load, be framed by, share its
 * process with, ...): a script, a style sheet or a font never becomes one, so on those they are
 * bytes sent for nothing, about half a kilobyte on each of the dozen files a first visit loads.
 * No-sniffing, the resource policy, the referrer policy (a module script's own requests follow it)
 * and HSTS stay.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Subresources that are never documents (or their brotli and gzip copies); an SVG or an HTML file keeps every header. */
const NEVER_DOCUMENTS = /\.(?:m?js|css|woff2?)(?:\.br|\.gz)?$/;

/**
 * Cache-Control of the built web app: Vite's content-hashed files under assets/ are kept for good,
 * without validators (their name changes with their content, so nobody asks whether they did);
 * index.html, the translations (public/locales) and the other unhashed files are revalidated.
 */
export function webCaching(webRoot: string) {
  const hashed = path.join(webRoot, 'assets') + path.sep;
  return (reply: FastifyReply, file: string) => {
    if (!file.startsWith(hashed)) {
      reply.header('Cache-Control', REVALIDATED);
      return;
    }
    reply.header('Cache-Control', HASHED);
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    // Helmet writes its headers on the raw response.
    if (NEVER_DOCUMENTS.test(file)) for (const name of DOCUMENT_ONLY) reply.raw.removeHeader(name);
  };
}
