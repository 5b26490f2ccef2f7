/**
 * The Content-Security-Policy of every document: scripts only with the request's nonce
 * ('strict-dynamic' lets those scripts load the route chunks and the consented third-party
 * scripts), no framing, no plugins.
 */
export function contentSecurityPolicy(
  nonce: string,
  extra: { imgOrigins?: string[]; connectOrigins?: string[] } = {},
): string {
  const img = ["'self'", 'data:', 'blob:', ...(extra.imgOrigins ?? [])];
  const connect = ["'self'", ...(extra.connectOrigins ?? [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
