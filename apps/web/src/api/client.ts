/** A failed call, carrying the API's error code and readable message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/** Builds '/api/<path>?a=1&b=x' from a params object; arrays become repeated parameters, empty values are skipped. */
export function apiUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, v);
    else search.append(key, String(value));
  }
  const query = search.toString();
  return `/api/${path}${query ? `?${query}` : ''}`;
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

/** GET an API call and parse its JSON. Throws ApiRequestError with the server's message. */
export const apiGet = <T>(path: string, params?: Record<string, QueryValue>) => request<T>('GET', apiUrl(path, params));

/** PUT JSON to an API call. */
export const apiPut = <T>(path: string, body: unknown, params?: Record<string, QueryValue>) =>
  request<T>('PUT', apiUrl(path, params), body);

/** POST JSON to an API call. */
export const apiPost = <T>(path: string, body: unknown, params?: Record<string, QueryValue>) =>
  request<T>('POST', apiUrl(path, params), body);

/** A readable message for any thrown value. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
