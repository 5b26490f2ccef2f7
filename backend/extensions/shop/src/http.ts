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

export function route(logger: Logger, handler: Handler) {
  return (req: ShopRequest, res: ShopResponse): void => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof ShopError) {
        res.status(error.status).json({ errors: error.entries });
        return;
      }
      logger.error(error, 'shop: unexpected error');
      res
        .status(500)
        .json({ errors: [{ message: 'Internal error.', extensions: { code: 'INTERNAL' } }] });
    });
  };
}
