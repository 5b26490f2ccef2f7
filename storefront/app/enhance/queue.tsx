import { QueuePanel } from '../features/queue/QueuePanel';
import type { QueueChoice } from '../features/queue/QueuePanel';
import type { IslandData } from './config';
import { formIslandMount } from './purchase-form';

/*
 * The queue step's panel, which is not hydrated: loaded by the page script when the page has a
 * `[data-island="queue"]` element, rendered into a React root of its own in place of the panel the
 * server rendered (joining the queue), with i18next and the panel's messages (sent in the page)
 * but not React Router. The panel registers (or resumes) the session, reads its status every 30
 * seconds, and opens the cart once admitted as a new document.
 */

/** The island's values, checked: the queue cannot be joined without them. */
export function queuePropsOf(data: IslandData): QueueChoice {
  const { id, slot, posti, day, name, price } = data.props;
  if (
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    typeof slot !== 'string' ||
    !/^\d{12}$/.test(slot) ||
    typeof posti !== 'number' ||
    !Number.isInteger(posti) ||
    posti < 1 ||
    posti > 10 ||
    typeof day !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    typeof name !== 'string' ||
    typeof price !== 'number'
  )
    throw new Error('The queue island has no time to queue for');
  return { id, slot, posti, day, name, price };
}

/** Renders the panel in place of the server's (purchase-form.tsx). */
export const mount = formIslandMount(queuePropsOf, QueuePanel);
