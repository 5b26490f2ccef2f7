import { z } from 'zod';

/*
 * The one way the storefront's server talks to the backend (Directus: content, auth and product
 * API): base address, bearer token, JSON in and out, one error type and the zod parse of every
 * answer. The content, auth and product clients are built on it; none calls fetch itself.
 */

/** One entry of the backend's error shape: `{ errors: [{ message, extensions: { code } }] }`. */
export const apiErrorEntrySchema = z.object({
  message: z.string().default(''),
  extensions: z
    .object({
      code: z.string().optional(),
      field: z.string().optional(),
      key: z.string().optional(),
      index: z.number().optional(),
      line_code: z.string().optional(),
      status: z.string().optional(),
      order: z.unknown().optional(),
    })
    .passthrough()
    .default({}),
});
export type ApiErrorEntry = z.infer<typeof apiErrorEntrySchema>;

/**
 * A failed backend call (spec section 8): status, status text, the answer's error entries and its
 * body. A backend that cannot be reached, or that answers in an unexpected shape, is status 502
 * with the code UNAVAILABLE (`unavailable()`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly errors: ApiErrorEntry[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The backend's error code (`extensions.code` of the first entry). */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** The error of a call the backend did not answer usably: 502, code UNAVAILABLE. */
export function unavailable(message: string, data: unknown = null): ApiError {
  return new ApiError(
    message,
    502,
    'Bad Gateway',
    [{ message, extensions: { code: 'UNAVAILABLE' } }],
    data,
  );
}

/** True when the error is the backend's 404 (unknown type, id, slug or product). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Where a call's bearer token comes from: a fixed token, the viewer's session, or none. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface TransportOptions {
  /** Base address of the backend, without a trailing slash. */
  baseUrl: string;
  /** Bearer token of every call that names none itself. */
  token?: TokenSource;
  /** Replaces the global fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path below the base address, with its leading slash. */
  path: string;
  /** Query values; undefined ones are left out. */
  params?: Record<string, string | number | undefined>;
  /** JSON body, or a form (file uploads) sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** This call's token instead of the transport's (null: none). */
  token?: string | null;
  /** Name of the call in logs and messages; `METHOD path` by default. */
  what?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

const errorBodySchema = z.object({ errors: z.array(apiErrorEntrySchema) });

function errorEntries(body: unknown): ApiErrorEntry[] {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors : [];
}

function readBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export function createTransport(options: TransportOptions) {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function url(call: ApiCall): URL {
    const address = new URL(`${options.baseUrl}${call.path}`);
    for (const [name, value] of Object.entries(call.params ?? {})) {
      if (value !== undefined) address.searchParams.set(name, String(value));
    }
    return address;
  }

  /** Sends a call; answers status, headers and body, or throws ApiError for a failed one. */
  async function send(call: ApiCall): Promise<ApiAnswer> {
    const method = call.method ?? 'GET';
    const what = call.what ?? `${method} ${call.path}`;
    const token = call.token !== undefined ? call.token : await options.token?.();
    const json = call.body !== undefined && !(call.body instanceof FormData);
    let response: Response;
    try {
      response = await fetcher(url(call), {
        method,
        headers: {
          Accept: 'application/json',
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...call.headers,
        },
        body: json ? JSON.stringify(call.body) : (call.body as FormData | undefined),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`${what}: backend unreachable`, reason);
      throw unavailable(`${what}: ${reason}`);
    }
    const body = readBody(await response.text());
    if (!response.ok) {
      const errors = errorEntries(body);
      console.error(`${what}: ${response.status} ${response.statusText}`, errors);
      throw new ApiError(
        errors[0]?.message || `${response.status} ${response.statusText}`,
        response.status,
        response.statusText,
        errors,
        body,
      );
    }
    return { status: response.status, headers: response.headers, body };
  }

  /** Sends a call and parses its answer; an answer of another shape is an ApiError 502. */
  async function request<T>(call: ApiCall, schema: z.ZodType<T>): Promise<T> {
    const { body } = await send(call);
    return parse(call.what ?? `${call.method ?? 'GET'} ${call.path}`, body, schema);
  }

  return { baseUrl: options.baseUrl, send, request };
}

export type Transport = ReturnType<typeof createTransport>;

/** Parses an answer with its schema; a mismatch is logged and thrown as an ApiError 502. */
export function parse<T>(what: string, body: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`${what}: answer of unexpected shape`, parsed.error.issues);
    throw unavailable(`${what}: unexpected answer`, parsed.error.issues);
  }
  return parsed.data;
}
