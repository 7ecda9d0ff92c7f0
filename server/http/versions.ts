import type { FastifyReply, FastifyRequest } from 'fastify';
import { ID_MAX } from '@domain/registry/schema';
import type { ExpectedVersions } from '../db/versions';

/** A record as answered: its version travels with it. */
interface Versioned {
  version: number;
}

/** An entity tag of If-Match (`"3"`, `W/"3"` or a bare 3) as a version; NaN when it names none. */
function versionOfTag(tag: string): number {
  const bare = tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  const version = /^\d{1,10}$/.test(bare) ? Number(bare) : NaN;
  return version >= 1 && version <= ID_MAX ? version : NaN;
}

/** The versions If-Match accepts: undefined without the header or with `*`. */
function ifMatchVersions(request: FastifyRequest): number[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.includes('*')) return undefined;
  return tags.map(versionOfTag).filter((version) => !Number.isNaN(version));
}

/**
 * What a save may overwrite: the `version` of its body and the versions of its If-Match header
 * (both must hold when both are sent). Neither: undefined, and the last writer wins as before.
 */
export function expectedVersions(request: FastifyRequest, bodyVersion: number | undefined): ExpectedVersions {
  const header = ifMatchVersions(request);
  if (bodyVersion === undefined) return header;
  return header === undefined || header.includes(bodyVersion) ? [bodyVersion] : [];
}

/** A single record's answer with its version as the ETag, the value If-Match sends back. */
export function withETag<T extends Versioned>(reply: FastifyReply, record: T): T {
  reply.header('ETag', `"${record.version}"`);
  return record;
}

/** What every save route says about versions in the API document. */
export const VERSION_NOTE =
  'Send back the `version` of the record you read, or its ETag in If-Match: if the record was saved since, the answer is 409 and nothing changes. Without either, the last save wins.';

/** What every delete of a versioned record says about If-Match in the API document. */
export const IF_MATCH_NOTE =
  'Send the ETag of the record you read as If-Match: if the record was saved since, the answer is 409 and nothing is deleted. Without it, the record is deleted whatever its version.';
