// The mail extension (a Directus hook): sends the order notices recorded by the shop (outbox.ts),
// tells applicants the decision on their operator application, and renders Directus' password
// reset and invitation mails from the site's templates in the user's language (system.ts). All
// go through Directus' MailService (EMAIL_TRANSPORT; locally the project's SMTP server).
import type { Knex } from 'knex';
import { keysFromEnv } from '../../shop/src/tickets/sign';
import { applicationMails } from './applications';
import { sendDue } from './outbox';
import type { Outgoing } from './outbox';
import { localizeSystemMail } from './system';

type Row = Record<string, unknown>;

interface Register {
  filter(event: string, handler: (payload: unknown, meta: Row, context: Row) => unknown): void;
  action(event: string, handler: (meta: Row, context: Row) => unknown): void;
}

interface Context {
  database: Knex;
  env: Record<string, unknown>;
  logger: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  services: Record<string, unknown>;
  getSchema: () => Promise<unknown>;
}

type MailServiceCtor = new (o: Record<string, unknown>) => {
  send(data: Record<string, unknown>): Promise<unknown>;
};

const keysOf = (meta: Row): unknown[] =>
  Array.isArray(meta['keys'])
    ? (meta['keys'] as unknown[])
    : meta['key'] != null
      ? [meta['key']]
      : [];

export default ({ filter, action }: Register, context: Context) => {
  const { database: db, env, logger } = context;
  const storefrontUrl = String(
    env['SHOP_STOREFRONT_URL'] ?? env['STOREFRONT_URL'] ?? 'http://localhost:3000',
  ).replace(/\/$/, '');
  const keys = keysFromEnv(env);
  const send = async (m: Outgoing) => {
    const MailService = context.services['MailService'] as MailServiceCtor;
    const service = new MailService({ schema: await context.getSchema(), knex: db });
    await service.send({ ...m });
  };
  const warn = (error: unknown, msg: string) => logger.warn(error, msg);

  filter('email.send', async (payload) => {
    try {
      return await localizeSystemMail(db, payload as Row);
    } catch (error) {
      logger.error(error, 'mail: could not render a system mail; Directus sends its own');
      return payload;
    }
  });

  action('candidature_operatori.items.update', async (meta) => {
    try {
      const payload = (meta['payload'] ?? {}) as Row;
      for (const m of await applicationMails(db, storefrontUrl, keysOf(meta), payload['stato']))
        await send(m);
    } catch (error) {
      warn(error, 'mail: could not send the application decision');
    }
  });

  const everyMs = Math.max(200, Number(env['MAIL_OUTBOX_INTERVAL_MS'] ?? 1000));
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sendDue({ db, keys, storefrontUrl, send, warn })
      .catch((error: unknown) => {
        // the table may not exist yet (first start before the schema is applied)
        if (!/no such (table|column)|does not exist/i.test(String(error)))
          warn(error, 'mail: the order notices could not be read');
      })
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, everyMs).unref();
};
