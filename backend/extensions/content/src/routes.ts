// The content extension's HTTP routes on Directus' app: the guard in front of /auth (login limits,
// absolute session lifetime), GET /users/me for site users, and the /pages content API.
import type { Knex } from 'knex';
import type { Next, Req, Res } from '../../shared/http';
import { createAuthGuard } from './auth/guard';
import type { HookRegister, Logger } from './hook-api';
import { me } from './me';
import { previewHandler } from './preview';
import { contentRouter } from './router';

/** Site users' own profile (they hold no Directus permission on directus_users). */
function ownProfile(db: Knex, req: Req, res: Res, next: Next) {
  void me(db, req).then(
    (body) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).json(body);
    },
    (error) => next(error),
  );
}

export function registerRoutes(
  { init }: HookRegister,
  db: Knex,
  env: Record<string, unknown>,
  logger: Logger,
) {
  init('routes.before', async ({ app }) => {
    const { authGuard, sessionExpired } = await createAuthGuard(db, env);
    app.use((req: Req, res: Res, next: Next) => {
      if (req.accountability?.session) {
        // the admin app's session cookie: refused past the absolute session lifetime
        return void sessionExpired(req, res).then(
          (ended) => (ended ? undefined : route(req, res, next)),
          (error) => next(error),
        );
      }
      route(req, res, next);
    });
    function route(req: Req, res: Res, next: Next) {
      if (req.method === 'POST' && /^\/auth\/(login|refresh|logout)\/?$/.test(req.path))
        return void authGuard(req, res, next);
      // Site users hold no Directus permission on directus_users (core entitlements allow no
      // "own record" rule), so their own profile is answered here.
      if (
        req.method === 'GET' &&
        /^\/users\/me\/?$/.test(req.path) &&
        req.accountability?.user &&
        !req.accountability.admin
      )
        return ownProfile(db, req, res, next);
      next();
    }
  });
  init('routes.custom.before', ({ app }) => {
    app.use(previewHandler(db, String(env['STOREFRONT_URL'] ?? 'http://localhost:3000')));
    app.use(
      '/pages',
      contentRouter(() => db, logger),
    );
  });
}
