// HTTP plumbing of the product API: the error type answered as `{ errors: [...] }`, the async route
// wrapper and the minimal request/response shapes the routes use.

export interface ShopRequest {
  body: unknown;
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  token?: string | null;
  accountability?: {
    user?: string | null;
    role?: string | null;
    roles?: string[];
    admin?: boolean;
    ip?: string | null;
  } | null;
}

export interface ShopResponse {
  status(code: number): ShopResponse;
  json(body: unknown): void;
  setHeader(name: string, value: string): void;
}

export type Handler = (req: ShopRequest, res: ShopResponse) => Promise<void>;

export interface ShopRouter {
  get(path: string, handler: (req: ShopRequest, res: ShopResponse) => void): void;
  post(path: string, handler: (req: ShopRequest, res: ShopResponse) => void): void;
  patch(path: string, handler: (req: ShopRequest, res: ShopResponse) => void): void;
  delete(path: string, handler: (req: ShopRequest, res: ShopResponse) => void): void;
}

export interface ErrorEntry {
  message: string;
  extensions: { code: string; [key: string]: unknown };
}

export class ShopError extends Error {
  readonly status: number;
  readonly entries: ErrorEntry[];

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.entries = [{ message, extensions: { code, ...extra } }];
  }

  static many(status: number, entries: ErrorEntry[]): ShopError {
    const first = entries[0] ?? { message: 'Error', extensions: { code: 'ERROR' } };
    const error = new ShopError(status, first.extensions.code, first.message);
    error.entries.splice(0, 1, ...entries);
    return error;
  }
}

export const invalid = (field: string, message: string): ShopError =>
  new ShopError(400, 'INVALID_PAYLOAD', message, { field });
export const notFound = (message = 'Not found.'): ShopError =>
  new ShopError(404, 'NOT_FOUND', message);
export const unauthenticated = (): ShopError =>
  new ShopError(401, 'UNAUTHENTICATED', 'A logged-in user is required.');
export const forbidden = (message = 'You are not allowed to do this.'): ShopError =>
  new ShopError(403, 'FORBIDDEN', message);

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

export function route(logger: Logger, handler: Handler) {
  return (req: ShopRequest, res: ShopResponse): void => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof ShopError) {
        res.status(error.status).json({ errors: error.entries });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        logger.warn(error, 'shop: database unavailable');
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
      logger.error(error, 'shop: unexpected error');
      res
        .status(500)
        .json({ errors: [{ message: 'Internal error.', extensions: { code: 'INTERNAL' } }] });
    });
  };
}
