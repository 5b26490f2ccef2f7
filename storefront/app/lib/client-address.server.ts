import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';

/**
 * The client's network address, as server.js hands it to loaders and actions: Express's `req.ip`,
 * which reads X-Forwarded-For only when the peer is a trusted proxy (`trust proxy` is loopback
 * there). Null when the app runs without server.js (react-router dev), where no address is known.
 */
export const clientAddressContext = createContext<string | null>(null);

/** The client address of a request's context, or null when none was given. */
export function clientAddress(context: Readonly<RouterContextProvider> | undefined): string | null {
  return context?.get(clientAddressContext) ?? null;
}
