/** Reads the payload of a JWT without verifying it (the backend verifies; this only filters garbage early). */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  try {
    const json = Buffer.from(parts[1] ?? '', 'base64url').toString('utf8');
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A JWT that is well formed and, when it carries `exp`, not expired at `now` (ms). */
export function usableJwt(token: string | null, now: number): Record<string, unknown> | null {
  if (!token) return null;
  const payload = jwtPayload(token);
  if (!payload) return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return null;
  return payload;
}
