// Minimal request/response types of the Express objects Directus hands to extensions, and the
// error answers of the /pages endpoints.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Accountability {
  user?: string | null;
  role?: string | null;
  roles?: string[];
  admin?: boolean;
  ip?: string | null;
  /** The session's refresh token, when the request carries a session-mode JWT. */
  session?: string | null;
}

export interface Req extends IncomingMessage {
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  cookies?: Record<string, string>;
  accountability?: Accountability | null;
  ip?: string;
}

export interface Res extends ServerResponse {
  status(code: number): Res;
  json(body: unknown): Res;
  cookie?(name: string, value: string, options?: unknown): Res;
  clearCookie?(name: string, options?: unknown): Res;
  locals: Record<string, unknown>;
}

export type Next = (err?: unknown) => void;
export type Handler = (req: Req, res: Res, next: Next) => void | Promise<void>;

export interface ExpressApp {
  use(path: string, handler: Handler): void;
  use(handler: Handler): void;
}

export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'INVALID_QUERY', message, field);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);

export function sendError(res: Res, error: HttpError): void {
  res.status(error.status).json({
    errors: [
      {
        message: error.message,
        extensions: { code: error.code, ...(error.field ? { field: error.field } : {}) },
      },
    ],
  });
}
