import {
  forgotSchema,
  inviteSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetSchema,
} from '../lib/domain/checkout.schemas';

/*
 * The forms of pages that are not hydrated whose fields the browser checks before sending them
 * (app/enhance/form-check.ts), by the name the form carries in `data-form-check`: each is the
 * schema its route's action parses the posted form with, so the browser and the server give the
 * same errors (the same message keys).
 */
export const formSchemas = {
  login: loginSchema,
  forgot: forgotSchema,
  reset: resetSchema,
  register: registerSchema,
  invite: inviteSchema,
  profile: profileSchema,
} as const;

export type FormCheckName = keyof typeof formSchemas;
