// The HTTP layer shared by the shop and content extensions: the request, response and router
// shapes Directus hands to extensions, the caller's accountability, the one error type answered as
// `{ errors: [...] }` and the async route wrapper that turns thrown errors into that answer.
// Plain source bundled into each extension by relative import; not an extension itself.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What Directus knows about the caller of a request. */
export interface Accountability {
  user?: string | null;
  role?: string | null;
  roles?: string[];
  admin?: boolean;
  ip?: string | null;
  /** The session's refresh token, when the request carries a session-mode JWT. */
  session?: string | null;
}

/** The parts of an endpoint's request the product API routes read. */
export interface ApiRequest {
  body: unknown;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  token?: string | null;
  accountability?: Accountability | null;
}

/** The parts of an endpoint's response the product API routes use. */
export interface ApiResponse {
  status(code: number): ApiResponse;
  json(body: unknown): void;
  setHeader(name: string, value: string): void;
}

export type RouteHandler = (req: ApiRequest, res: ApiResponse) => Promise<void>;

/** The Express router Directus passes to an endpoint extension. */
export interface Router {
  get(path: string, handler: (req: ApiRequest, res: ApiResponse) => void): void;
  post(path: string, handler: (req: ApiRequest, res: ApiResponse) => void): void;
  patch(path: string, handler: (req: ApiRequest, res: ApiResponse) => void): void;
  delete(path: string, handler: (req: ApiRequest, res: ApiResponse) => void): void;
}

/** The Express request seen by app-level middleware (hooks registering on `init`). */
export interface Req extends IncomingMessage {
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  cookies?: Record<string, string>;
  accountability?: Accountability | null;
  ip?: string;
}

/** The Express response seen by app-level middleware. */
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

/** One entry of the `errors` list of an error answer. */
export interface ErrorEntry {
  message: string;
  extensions: { code: string; [key: string]: unknown };
}

/** An error answered to the client with its status and `{ errors: entries }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly entries: ErrorEntry[];

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.entries = [{ message, extensions: { code, ...extra } }];
  }

  /** The code of the first entry. */
  get code(): string {
    return this.entries[0]?.extensions.code ?? 'ERROR';
  }

  /** The field named by the first entry, if any. */
  get field(): string | undefined {
    const field = this.entries[0]?.extensions['field'];
    return typeof field === 'string' ? field : undefined;
  }

  static many(status: number, entries: ErrorEntry[]): ApiError {
    const first = entries[0] ?? { message: 'Error', extensions: { code: 'ERROR' } };
    const error = new ApiError(status, first.extensions.code, first.message);
    error.entries.splice(0, 1, ...entries);
    return error;
  }
}

const withField = (field?: string): Record<string, unknown> => (field ? { field } : {});

export const invalid = (field: string, message: string): ApiError =>
  new ApiError(400, 'INVALID_PAYLOAD', message, { field });
export const badRequest = (message: string, field?: string): ApiError =>
  new ApiError(400, 'INVALID_QUERY', message, withField(field));
export const notFound = (message = 'Not found.'): ApiError =>
  new ApiError(404, 'NOT_FOUND', message);
export const unauthenticated = (message = 'A logged-in user is required.'): ApiError =>
  new ApiError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this.'): ApiError =>
  new ApiError(403, 'FORBIDDEN', message);

/** Answers an error with its status and `{ errors: [...] }`. */
export function sendError(
  res: { status(code: number): { json(body: unknown): unknown } },
  error: ApiError,
): void {
  res.status(error.status).json({ errors: error.entries });
}

export interface Logger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/**
 * The database could not be reached or used: a PostgreSQL connection that was cut or refused
 * (SQLSTATE classes 08 and 57P), the pool running out of connections, or SQLite locked by another
 * process beyond its busy timeout. Transactions roll back on such errors, so the request changed
 * nothing it had not committed and may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    /^08|^57P0[1-3]$/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'SQLITE_BUSY', 'SQLITE_LOCKED'].includes(code) ||
    /Connection terminated|terminating connection|Timeout acquiring a connection|SQLITE_BUSY|database is locked|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/**
 * Wraps an async route: an ApiError is answered as is, an unavailable database as 503
 * UNAVAILABLE, anything else is logged and answered as 500 INTERNAL. `scope` prefixes the log lines.
 */
export function route(logger: Logger, handler: RouteHandler, scope = 'shop') {
  return (req: ApiRequest, res: ApiResponse): void => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof ApiError) {
        sendError(res, error);
        return;
      }
      if (isDatabaseUnavailable(error)) {
        logger.warn(error, `${scope}: database unavailable`);
        res.status(503).json({
          errors: [
            {
              message: 'The service is unavailable for a moment; try again.',
              extensions: { code: 'UNAVAILABLE' },
            },
          ],
        });
        return;
      }
      logger.error(error, `${scope}: unexpected error`);
      res
        .status(500)
        .json({ errors: [{ message: 'Internal error.', extensions: { code: 'INTERNAL' } }] });
    });
  };
}
