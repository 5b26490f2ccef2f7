import { FieldErrorTemplate } from '@city/design-system';
import { FORM_CHECK_MESSAGES_ID, serializeJsonBlock } from '../enhance/config';
import { useT } from '../features/commerce/screen';
import { useStaticDocument } from '../lib/static-page';

/**
 * What the browser's check of a form needs on a page that is not hydrated (app/enhance/
 * form-check.ts, for a form marked `data-form-check="<name>"`): the error messages of the page's
 * language (`commerce.errors`, the keys the forms' zod schemas give, and the `messages` a form's
 * schema gives beside them, by key or group of keys) and the design system's error-line
 * prototypes. Rendered once per page, after the form; nothing on a hydrated page, where
 * react-hook-form checks the form.
 */
export function FormCheck({ messages = [] }: { messages?: readonly string[] }) {
  const staticDocument = useStaticDocument();
  const t = useT();
  if (!staticDocument) return null;
  const tree: Record<string, unknown> = {};
  for (const key of ['commerce.errors', ...messages]) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = t(key, { returnObjects: true });
  }
  return (
    <>
      <script
        type="application/json"
        id={FORM_CHECK_MESSAGES_ID}
        // Escaped JSON (no "<"), read by the page script; never executed.
        dangerouslySetInnerHTML={{ __html: serializeJsonBlock(tree) }}
      />
      <FieldErrorTemplate />
    </>
  );
}
