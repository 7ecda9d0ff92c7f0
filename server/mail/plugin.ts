import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer, type MailOptions } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer` for every module; background deliveries finish before the server closes. */
async function mail(app: FastifyInstance, options: MailOptions) {
  const mailer = new Mailer(app.db, app.log, options);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.idle());
}

export const mailPlugin = fp(mail, { name: 'mail', dependencies: ['database'] });
