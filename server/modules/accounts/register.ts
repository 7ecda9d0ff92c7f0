import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import { registerSchema } from '@domain/account';
import { organizations, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { conflict } from '../../http/errors';
import { translate } from '../../http/i18n';
import { envelopeSchema, failureResponses } from '../../http/schemas';
import { hashPassword } from '../../auth/passwords';
import { audit } from '../../auth/audit';
import { isUniqueViolation } from '../people/parse';

const registered = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  organizationId: z.number().int(),
  isActive: z.boolean(),
});

/** Sign-up: a new organisation and its owner, who waits for the platform Super Admin's approval. */
export default async function registerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.accounts.register),
    schema: {
      tags: ['AuthenticationAPI'],
      summary: 'Register an organisation and its owner (multipart or JSON); inactive until approved',
      consumes: ['multipart/form-data', 'application/json'],
      body: registerSchema,
      response: { 200: envelopeSchema(registered), ...failureResponses },
    },
    handler: async (request, reply) => {
      const body = request.body;
      try {
        await app.rateLimiter.takeFor(reply, app.rateLimiter.counters('register', request.ip, body.email));
      } catch (error) {
        await audit(app.db, request, 'register.blocked', { actor: body.email });
        throw error;
      }
      const taken = () => conflict('errors.emailTaken', {}, 'Email');
      const [existing] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${body.email})`)
        .limit(1);
      if (existing) throw taken();
      const passwordHash = await hashPassword(body.password);
      let result: { owner: typeof users.$inferSelect; companyName: string };
      try {
        result = await app.db.transaction(async (tx) => {
          const [org] = await tx.insert(organizations).values({ name: body.companyName }).returning();
          const [owner] = await tx
            .insert(users)
            .values({
              organizationId: org.id,
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              phoneNumber: body.phoneNumber || null,
              country: body.country || null,
              city: body.city || null,
              address: body.address || null,
              isOwner: true,
              isActive: false,
            })
            .returning();
          return { owner, companyName: org.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const { owner, companyName } = result;
      await audit(
        app.db,
        request,
        'register',
        { userId: owner.id, actor: owner.email },
        { organizationId: owner.organizationId },
      );
      await notifySuperAdmins(app, request, {
        companyName,
        email: owner.email,
        name: `${owner.firstName} ${owner.lastName}`,
        ownerId: owner.id,
      });
      return reply.success('success.registered', {
        id: owner.id,
        email: owner.email,
        firstName: owner.firstName,
        lastName: owner.lastName,
        companyName,
        organizationId: owner.organizationId as number,
        isActive: owner.isActive,
      });
    },
  });
}

/** Tells the platform administrators that an organisation waits for approval. */
async function notifySuperAdmins(
  app: FastifyInstance,
  request: FastifyRequest,
  registration: { companyName: string; email: string; name: string; ownerId: number },
) {
  const admins = await app.db.select({ email: users.email }).from(users).where(eq(users.isSuperAdmin, true));
  for (const admin of admins) {
    await app.mailer.send(
      {
        to: admin.email,
        // About the new owner (it names them): it goes with their organisation.
        userId: registration.ownerId,
        subject: translate('en', 'mail.registered.subject', { company: registration.companyName }),
        text: translate('en', 'mail.registered.body', registration),
      },
      request.log,
    );
  }
}
