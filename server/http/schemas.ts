import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chosenId } from '@domain/personFields';
import { MSG } from '@domain/registry/schema';

/** `{ isSuccess, alertMessage, data }`: what every mutation answers. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ isSuccess: z.literal(true), alertMessage: z.string(), data });

export const failureSchema = z
  .object({
    isSuccess: z.literal(false),
    alertMessage: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    message: z.string().optional().describe('On /api/v1: alertMessage again, where react-admin reads an error'),
  })
  .describe('The failure envelope');

export const failureResponses = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
};

/** An id in a path, query or body: a positive PostgreSQL integer, never a database error. */
export const positiveId = chosenId(MSG.invalidId);

export const idParams = z.object({ id: positiveId });

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
