import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError, messageFromBody } from '../errors.js';
import { encodeComponent } from '../text/encode-component.js';

/**
 * A zod (mini or classic) schema: all the client needs is `safeParse`.
 * @example
 * ```ts
 * const schema: ResponseSchema<Customer> = CustomerSchema;
 * schema.safeParse({ id: 'c1', name: 'Thandi' }) // { success: true, data: { id: 'c1', name: 'Thandi' } }
 * ```
 */
export interface ResponseSchema<T> {
  /** Parses an answer's body: the typed data, or the reason it does not match. */
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * Query parameters of a call; `undefined`, `null` and empty-string values are left out of the URL.
 * @example const params: SearchParams = { email: 'ann@example.com', orderNumber: 'A1001', phone: undefined };
 */
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

/**
 * One call of spec §7.
 * @example
 * ```ts
 * const call: Call<CartResponse> = {
 *   method: 'get',
 *   path: path`home/product/get-card-product-guest/${'g1'}/${'s1'}`,
 *   schema: CartResponseSchema,
 *   fallback: 'Failed to get cart products',
 * };
 * ```
 */
export interface Call<T> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path below the API base, built with {@link path}. */
  path: string;
  searchParams?: SearchParams;
  json?: unknown;
  schema: ResponseSchema<T>;
  /** The spec §8 text shown when the response carries no `error`/`message` of its own. */
  fallback: string;
  /** Cancels the request (an outdated search, a left screen); the call then rejects with the abort. */
  signal?: AbortSignal | undefined;
}

/**
 * How {@link createHttp} and {@link createApiClient} reach the API: its base URL, an optional fetch, and
 * where the customer token and the guest session id are read for each call.
 * @example
 * ```ts
 * const storage = memoryStorage({ [GUEST_SESSION_KEY]: 'g1' });
 * const options: ApiClientOptions = {
 *   baseUrl: LOCAL_API_URL,
 *   getToken: () => storage.getItem(CUSTOMER_TOKEN_KEY),
 *   getGuestSessionId: () => storage.getItem(GUEST_SESSION_KEY),
 * };
 * ```
 */
export interface ApiClientOptions {
  /** API base URL, see `resolveApiBaseUrl`. */
  baseUrl: string;
  /** A fetch implementation (tests, server-side rendering). */
  fetch?: typeof fetch;
  /** The stored customer token, sent as a bearer token when present. */
  getToken?: () => string | null | undefined;
  /** The guest session id, sent in {@link GUEST_SESSION_HEADER}: the server checks guest ownership with it. */
  getGuestSessionId?: () => string | null | undefined;
}

/**
 * Header carrying the guest session id on every call (spec §1: guests are identified by a session id).
 * @example GUEST_SESSION_HEADER // "x-guest-session"
 */
export const GUEST_SESSION_HEADER = 'x-guest-session';

/**
 * Sends calls and turns every failure into an {@link ApiError}.
 * @example const http: Http = createHttp({ baseUrl: LOCAL_API_URL });
 */
export interface Http {
  /** Sends one call and resolves with its answer parsed by the call's schema; rejects with an {@link ApiError}. */
  send<T>(call: Call<T>): Promise<T>;
}

/**
 * Joins path segments, URL-encoding each one (ids, slugs and search text may hold any character).
 * @example path`home/seller/${'s 1'}/products` // "home/seller/s%201/products"
 */
export function path(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce(
    (joined, part, index) =>
      joined + part + (index < segments.length ? encodeComponent(String(segments[index])) : ''),
    '',
  );
}

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') cleaned[key] = String(value);
  }
  return cleaned;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The HTTP layer of the client (spec §7): credentials included, no client time-out, no retries of
 * mutations, responses parsed by their schemas. Each area's calls are built over it.
 * @example
 * ```ts
 * const http = createHttp({ baseUrl: 'http://localhost:8000/api' });
 * const { categorys } = await http.send({
 *   method: 'get',
 *   path: 'home/get-categorys/s1',
 *   schema: CategoriesResponseSchema,
 *   fallback: 'Failed to fetch categories',
 * }); // GET http://localhost:8000/api/home/get-categorys/s1
 * ```
 * @example
 * ```ts
 * // in a browser: one area over the page's API address
 * const catalogue = createCatalogueApi(createHttp({ baseUrl: resolveApiBaseUrl({ page: location }) }));
 * ```
 */
export function createHttp({
  baseUrl,
  fetch: fetchImpl,
  getToken,
  getGuestSessionId,
}: ApiClientOptions): Http {
  const client: KyInstance = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    timeout: false,
    retry: 0,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const sessionId = getGuestSessionId?.();
          if (sessionId) request.headers.set(GUEST_SESSION_HEADER, sessionId);
        },
      ],
    },
  });

  return {
    async send<T>(call: Call<T>): Promise<T> {
      let response: Response;
      try {
        response = await client(call.path, {
          method: call.method,
          searchParams: cleanSearchParams(call.searchParams),
          json: call.json,
          ...(call.signal ? { signal: call.signal } : {}),
        });
      } catch (error) {
        // a cancelled call is not a failure to word: the caller asked for it and ignores the outcome
        if (call.signal?.aborted) throw call.signal.reason ?? error;
        if (error instanceof HTTPError) {
          const body = await readBody(error.response);
          throw new ApiError(messageFromBody(body) ?? call.fallback, error.response.status, body, {
            cause: error,
          });
        }
        throw new ApiError(call.fallback, 0, undefined, { cause: error });
      }
      const body = await readBody(response);
      const parsed = call.schema.safeParse(body);
      if (!parsed.success) throw new ApiError(call.fallback, response.status, body, { cause: parsed.error });
      return parsed.data;
    },
  };
}
