// The content extension (a Directus hook): mounts the /pages content API and the guard in front
// of /auth, keeps the derived dates and search text of contenuti, grants operator policies on
// approval, stores a blurhash on uploaded images and logs the pages a content change affects for
// the storefront's page cache. This file only registers the parts.
import { registerDerivedColumns } from './derived/hooks';
import type { HookContext, HookRegister } from './hook-api';
import { registerOperatorApproval, registerPreviewToken, sqlitePageCache } from './hooks';
import { registerBlurhash } from './media/blurhash';
import { registerPageChanges } from './page-changes';
import { registerPublishing } from './publishing';
import { registerRoutes } from './routes';

export default (register: HookRegister, context: HookContext) => {
  const { database: db, env, logger } = context;
  sqlitePageCache(db, logger);
  // before the /pages router, which answers every other /pages path
  registerPageChanges(register, db, env, logger);
  registerRoutes(register, db, env, logger);
  registerPreviewToken(register);
  registerDerivedColumns(register, db, logger);
  registerOperatorApproval(register, db, logger);
  registerBlurhash(register, db, env, logger);
  registerPublishing(register, {
    db,
    env,
    logger,
    services: context.services,
    getSchema: context.getSchema,
  });
};
