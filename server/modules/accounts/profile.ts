import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import { changePasswordSchema, myProfileShape, PROFILE_LANGUAGES, type MyProfile } from '@domain/profile';
import type { Db } from '../../db/db';
import { userImages, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { ApiError, forbidden } from '../../http/errors';
import { translate } from '../../http/i18n';
import { envelopeSchema, failureResponses } from '../../http/schemas';
import { expectedVersions, VERSION_NOTE, withETag } from '../../http/versions';
import { updateVersioned } from '../../db/versions';
import { versionSchema } from '@domain/registry/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { audit } from '../../auth/audit';
import { linkBase } from '../../mail/links';
import { imageRoute, profileImageOf, saveProfileImage } from '../people/profileImages';

const tags = ['AuthenticationAPI'];

const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  language: z.enum(PROFILE_LANGUAGES),
  imagePath: z.string().nullable(),
  version: z
    .number()
    .int()
    .describe('Sent back with UpdateMyProfile (or as If-Match): a save over a newer version is refused'),
});

/** The multipart file field; anything else sent under its name (the current image's address) is no new image. */
const updateBody = z.object({ ...myProfileShape, version: versionSchema, profileImage: z.unknown().optional() });

const principalOf = (request: FastifyRequest) => {
  if (!request.principal) throw forbidden();
  return request.principal;
};

/** My profile and Change password: what every signed-in person may do to their own account. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const profileOf = async (db: Db, userId: number, fallback: 'en' | 'ar'): Promise<MyProfile> => {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        language: users.language,
        version: users.version,
        imageVersion: userImages.version,
      })
      .from(users)
      .leftJoin(userImages, eq(userImages.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw forbidden();
    const { imageVersion, ...person } = row;
    return {
      ...person,
      phoneNumber: person.phoneNumber ?? '',
      language: person.language === 'ar' || person.language === 'en' ? person.language : fallback,
      imagePath: imageVersion ? app.urlSigner.sign(imageRoute(userId, imageVersion)) : null,
    };
  };

  app.route({
    ...endpoint(api.accounts.myProfile),
    schema: {
      tags,
      summary: "The signed-in person's own profile (language: their chosen one, else the request's)",
      response: { 200: profileSchema, ...failureResponses },
    },
    handler: async (request, reply) =>
      withETag(reply, await profileOf(app.db, principalOf(request).userId, request.lang)),
  });

  app.route({
    ...endpoint(api.accounts.updateMyProfile),
    schema: {
      tags,
      summary: "Change one's own names, phone, language and picture (multipart with ProfileImage, or JSON)",
      description: VERSION_NOTE,
      consumes: ['multipart/form-data', 'application/json'],
      body: updateBody,
      response: { 200: envelopeSchema(profileSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { userId } = principalOf(request);
      const { profileImage, version, ...fields } = request.body;
      const image = profileImageOf(profileImage);
      const expected = expectedVersions(request, version);
      await app.db.transaction(async (tx) => {
        // Their administrator may be editing the same account (UpdateEmployee): one version for both.
        const saved = await updateVersioned(tx as Db, users, eq(users.id, userId), fields, expected);
        if (!saved) throw forbidden();
        await saveProfileImage(tx as Db, userId, image);
      });
      await audit(app.db, request, 'profile.updated', { userId });
      // The answer speaks the language just chosen: it is the one the app switches to.
      request.lang = fields.language;
      return reply.success('success.profileUpdated', await profileOf(app.db, userId, fields.language));
    },
  });

  app.route({
    ...endpoint(api.accounts.changePassword),
    schema: {
      tags,
      summary: "Change one's own password: the current one is required; every other session ends; a notice is mailed",
      body: changePasswordSchema,
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { userId, sessionId } = principalOf(request);
      const { currentPassword, newPassword } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.id, userId));
      if (!user) throw forbidden();
      // Guesses at the current password count as sign-in attempts on the account.
      let counters;
      try {
        counters = await app.signInLimits.attempt(reply, request.ip, user.email);
      } catch (error) {
        await audit(app.db, request, 'password.change.blocked', { userId, actor: user.email });
        throw error;
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await audit(app.db, request, 'password.change.refused', { userId, actor: user.email });
        const wrong = [{ key: 'errors.currentPasswordWrong' }];
        throw new ApiError(400, 'errors.currentPasswordWrong', {}, { CurrentPassword: wrong });
      }
      await app.signInLimits.giveBack(counters);
      if (newPassword === currentPassword) {
        const same = [{ key: 'errors.passwordUnchanged' }];
        throw new ApiError(400, 'errors.passwordUnchanged', {}, { NewPassword: same });
      }
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await app.sessions.revokeOthers(userId, sessionId, tx as Db);
      });
      const lang = user.language === 'ar' || user.language === 'en' ? user.language : request.lang;
      await app.mailer.send(
        {
          to: user.email,
          userId,
          subject: translate(lang, 'mail.passwordChanged.subject'),
          text: translate(lang, 'mail.passwordChanged.body', {
            name: user.firstName,
            link: `${linkBase(app)}/forgetpassword`,
          }),
        },
        request.log,
      );
      await audit(app.db, request, 'password.changed', { userId, actor: user.email });
      return reply.success('success.passwordChanged', null);
    },
  });
}
