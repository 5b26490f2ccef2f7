import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useT } from '../commerce/screen';

/*
 * A purchase form that runs without React (the tour's, the bundle's, an appointment's), rendered
 * by React in the browser (a client navigation from a hydrated page, a story): the same scripts
 * as on the server's page run it, as the page script would (app/enhance/page.ts), with the
 * messages of the page's language.
 */

/** A form's script: runs `form` with these messages and returns what stops it. */
export type FormScript = (
  form: HTMLFormElement,
  options: { messages: () => Record<string, unknown> },
) => () => void;

/**
 * Once, on the markup the server rendered: the design system's enhancements of `form` and of
 * `others` (the calendars' forms), then `load()`'s script on `form` when there is one.
 */
export function useFormScripts(
  form: RefObject<HTMLFormElement | null>,
  load: () => Promise<FormScript>,
  others: ReadonlyArray<RefObject<HTMLElement | null>> = [],
): void {
  const t = useT();
  useEffect(() => {
    const stops: Array<() => void> = [];
    let stopped = false;
    void Promise.all([import('@city/design-system/enhance'), load()])
      .then(([library, run]) => {
        if (stopped) return;
        for (const root of [...others, form])
          if (root.current) stops.push(library.enhance(root.current));
        const errors: unknown = t('commerce.errors', { returnObjects: true });
        if (form.current)
          stops.push(run(form.current, { messages: () => ({ commerce: { errors } }) }));
      })
      .catch((error: unknown) => console.warn('The purchase form could not be run', error));
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the form the server rendered
  }, []);
}
