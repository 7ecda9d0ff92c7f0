import { ID_MAX } from '../registry/schema';

/** An entity tag of If-Match (`"3"`, `W/"3"` or a bare 3) as a version; NaN when it names none. */
function versionOfTag(tag: string): number {
  const bare = tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  const version = /^\d{1,10}$/.test(bare) ? Number(bare) : NaN;
  return version >= 1 && version <= ID_MAX ? version : NaN;
}

/** The versions an If-Match header accepts: undefined without the header or with `*`. */
function ifMatchVersions(header: string | undefined): number[] | undefined {
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
 * (both must hold when both are sent). Neither: undefined, and the last writer wins. The server
 * and the mock backend read a request alike.
 */
export function expectedVersionsOf(ifMatch: string | undefined, bodyVersion: number | undefined): number[] | undefined {
  const header = ifMatchVersions(ifMatch);
  if (bodyVersion === undefined) return header;
  return header === undefined || header.includes(bodyVersion) ? [bodyVersion] : [];
}
