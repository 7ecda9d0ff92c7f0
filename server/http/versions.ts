import type { FastifyReply, FastifyRequest } from 'fastify';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import type { ExpectedVersions } from '../db/versions';

/** A record as answered: its version travels with it. */
interface Versioned {
  version: number;
}

/** What a save may overwrite (domain/api/ifMatch.ts): the body's `version` and the If-Match header. */
export function expectedVersions(request: FastifyRequest, bodyVersion: number | undefined): ExpectedVersions {
  return expectedVersionsOf(request.headers['if-match'], bodyVersion);
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
