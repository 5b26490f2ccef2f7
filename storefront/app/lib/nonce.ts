import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce. The server renders it into script tags; in the browser the
 * attribute is hidden from the DOM, so `readDocumentNonce` reads it from a script's property.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export { readDocumentNonce } from './third-party';
