import type { Locale } from '../../lib/i18n/config';
import { screenMessages } from '../../lib/i18n/messages.server';
import { message } from '../../lib/seo/page.server';
import { appointmentMessagePaths } from './AppointmentForm';

/**
 * What the appointment pages send their island (a held queue place): its messages and the load
 * failure's. Kept
 * apart from appointment.server.ts, whose page data the stories build too (the messages module
 * reads the server's files).
 */
export function appointmentIsland(locale: Locale): {
  messages: Record<string, unknown>;
  loadFailed: string;
} {
  return {
    messages: screenMessages(locale, appointmentMessagePaths),
    loadFailed: message(locale, 'commerce.purchase.loadFailed'),
  };
}
