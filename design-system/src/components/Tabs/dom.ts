/*
 * For a page's own scripts on the tabs' native markup once enhanced (Tabs under
 * `interactive={false}`): a hidden panel's fields cannot take the focus, so a form check that
 * sends the focus to a field in error shows the field's panel first, as the hydrated form did.
 */
import { tabsParts } from './parts';

/**
 * Chooses the tab of the hidden panel that holds `element`, as pressing it does. True when a tab
 * was chosen; false when the element is in no panel or its panel is shown already.
 */
export function showTabOf(element: Element): boolean {
  const panel = element.closest<HTMLElement>(`[${tabsParts.panel}]`);
  if (!panel?.hidden || !panel.id) return false;
  const tab = Array.from(
    panel.ownerDocument.querySelectorAll<HTMLElement>(`[${tabsParts.tab}]`),
  ).find((each) => each.getAttribute('href') === `#${panel.id}`);
  if (!tab) return false;
  tab.click();
  return !panel.hidden;
}
