/**
 * What storage refuses, in storage's words: the record is not there, or it changed since the
 * caller read it. The HTTP layer's one error handler answers them (404 and 409).
 */
export class StorageError extends Error {
  constructor(
    readonly reason: 'missing' | 'stale' | 'unknownSort',
    /** For an unknown sort: the field asked for. */
    readonly field?: string,
  ) {
    super(`storage refused: ${reason}`);
    this.name = 'StorageError';
  }
}

export const recordMissing = () => new StorageError('missing');
/** The record changed since the caller read it. */
export const staleRecord = () => new StorageError('stale');
/** A list sorted by a field it does not have. */
export const unknownSort = (field: string) => new StorageError('unknownSort', field);
