import { FieldErrorTemplate } from '@city/design-system';
import { FORM_CHECK_MESSAGES_ID, serializeJsonBlock } from '../enhance/config';
import { useT } from '../features/commerce/screen';
import { useStaticDocument } from '../lib/static-page';

/**
 * What the browser's check of a form needs on a page that is not hydrated (app/enhance/
 * form-check.ts, for a form marked `data-form-check="<name>"`): the error messages of the page's
 * language (`commerce.errors`, the keys the forms' zod schemas give) and the design system's
 * error-line prototypes. Rendered once per page, after the form; nothing on a hydrated page,
 * where react-hook-form checks the form.
 */
export function FormCheck() {
  const staticDocument = useStaticDocument();
  const t = useT();
  if (!staticDocument) return null;
  const errors: unknown = t('commerce.errors', { returnObjects: true });
  return (
    <>
      <script
        type="application/json"
        id={FORM_CHECK_MESSAGES_ID}
        // Escaped JSON (no "<"), read by the page script; never executed.
        dangerouslySetInnerHTML={{ __html: serializeJsonBlock({ commerce: { errors } }) }}
      />
      <FieldErrorTemplate />
    </>
  );
}
