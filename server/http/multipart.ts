import type { FastifyRequest } from 'fastify';

/** An uploaded file as route handlers see it, whatever the field was called. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

interface MultipartPart {
  type: 'file' | 'field';
  value?: unknown;
  filename?: string;
  mimetype?: string;
  _buf?: Buffer;
}

const isPart = (v: unknown): v is MultipartPart =>
  typeof v === 'object' &&
  v !== null &&
  'type' in v &&
  ((v as MultipartPart).type === 'file' || (v as MultipartPart).type === 'field');

const flattenPart = (part: MultipartPart): unknown =>
  part.type === 'file'
    ? ({
        filename: part.filename ?? '',
        mimetype: part.mimetype ?? '',
        data: part._buf ?? Buffer.alloc(0),
      } satisfies UploadedFile)
    : part.value;

/**
 * Multipart bodies arrive as parts; this turns them into plain values (and `UploadedFile`s) so the
 * same zod schema validates a multipart form and a JSON body alike.
 */
export function flattenMultipart(request: FastifyRequest): void {
  if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
    // A field sent twice under one name: the later one wins, as with two spellings of a key.
    if (Array.isArray(value)) flat[key] = value.filter(isPart).map(flattenPart).at(-1);
    else flat[key] = isPart(value) ? flattenPart(value) : value;
  }
  request.body = flat;
}
