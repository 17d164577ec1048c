import { errorAnswer, type AnswerOf, type AnyCall, type RequestOf } from '@exchange/contract/define';
import { SITE_CODE_HEADER } from '@exchange/contract/headers';
import { describeIssues, safeParseInSlices } from '@exchange/contract/sliced-parse';
import { nextTask } from '@/lib/util/next-task';
import { formEncode } from './form';

/** Timeouts (NOTES.md): header calls 4 s, other browser calls 5 s, server-side calls 20 s. */
export const TIMEOUT = { header: 4_000, browser: 5_000, server: 20_000, upload: 60_000 } as const;

/** An upload call's files by field name (the call's `files` declaration; contract uploads.ts). */
export type UploadFiles = Readonly<Record<string, readonly Blob[]>>;

/** How a call reaches the API: the browser's same-origin rewrite or the server's API_ORIGIN. */
export interface Transport {
  /** '' in the browser (same origin, rewritten to the API); API_ORIGIN on the server */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /**
   * the sub-site's API site code (the site record's `apiSiteCode`: Turkey 2, Malta 3, else 0),
   * sent as SITE_CODE_HEADER on every call (spec doc 1 §7); null only where no page names a site
   * (the root error page's own document)
   */
  readonly siteCode: number | null;
  /** extra headers: on the server the visitor's cookies and forwarded host */
  readonly headers: () => Record<string, string>;
  /** the value of the `csrftoken` cookie, sent as the `csrftoken` header */
  readonly csrfToken: () => string | undefined;
  readonly fetch: typeof fetch;
  readonly log: (message: string, detail: Record<string, unknown>) => void;
}

export interface ApiError {
  /** HTTP status; 0 when no answer came (network, timeout) or the input was refused locally */
  readonly status: number;
  /** the API's error code, 0 when none was given */
  readonly code: number;
  readonly message: string;
}

export type ApiResult<A> = { readonly ok: true; readonly data: A } | { readonly ok: false; readonly data: A; readonly error: ApiError };

function failure<C extends AnyCall>(call: C, error: ApiError): ApiResult<AnswerOf<C>> {
  return { ok: false, data: call.fallback as AnswerOf<C>, error };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An upload call's body: its fields as text parts (as formEncode writes them), then its files. */
function multipartBody(fields: Record<string, unknown>, files: UploadFiles): FormData {
  const form = new FormData();
  for (const [key, value] of formEncode(fields)) form.append(key, value);
  for (const [field, list] of Object.entries(files)) for (const file of list) form.append(field, file);
  return form;
}

/**
 * Makes one call. Never throws: on any failure (bad input, network, timeout, non-2xx, an answer
 * that does not match the contract) it logs and returns the contract's fallback with the error.
 * A call that declares `files` is sent as multipart/form-data with `files` beside its fields.
 */
export async function request<C extends AnyCall>(transport: Transport, call: C, input: RequestOf<C>, files: UploadFiles = {}): Promise<ApiResult<AnswerOf<C>>> {
  const parsedInput = call.request.safeParse(input);
  if (!parsedInput.success) {
    const message = parsedInput.error.issues[0]?.message ?? 'Invalid input';
    return failure(call, { status: 0, code: 0, message });
  }
  const fields = (parsedInput.data ?? {}) as Record<string, unknown>;
  const headers: Record<string, string> = { accept: 'application/json', ...transport.headers() };
  if (transport.siteCode !== null) headers[SITE_CODE_HEADER] = String(transport.siteCode);
  const csrf = transport.csrfToken();
  if (csrf) headers.csrftoken = csrf;
  let url = `${transport.baseUrl}${call.path}`;
  let body: URLSearchParams | FormData | undefined;
  if (call.method === 'GET') {
    const query = formEncode(fields).toString();
    if (query) url += `?${query}`;
  } else if (call.files) {
    // the browser writes the multipart content type with its boundary
    body = multipartBody(fields, files);
  } else {
    body = formEncode(fields);
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }

  if (transport.timeoutMs <= 0) {
    // the request's deadline has passed (server): no time left to wait for an answer
    transport.log('api call skipped', { path: call.path, message: 'deadline passed' });
    return failure(call, { status: 0, code: 0, message: 'deadline passed' });
  }

  let response: Response;
  try {
    response = await transport.fetch(url, {
      method: call.method,
      headers,
      body,
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    const message = timedOut ? `timed out after ${transport.timeoutMs} ms` : String(cause);
    transport.log('api call failed', { path: call.path, message });
    return failure(call, { status: 0, code: 0, message });
  }

  let json: unknown;
  try {
    json = await readJson(response);
  } catch (cause) {
    // the body stopped coming: the timeout fired while it was read, or the connection dropped
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    const message = timedOut ? `timed out after ${transport.timeoutMs} ms` : String(cause);
    transport.log('api call failed', { path: call.path, message });
    return failure(call, { status: 0, code: 0, message });
  }
  if (!response.ok) {
    const parsedError = errorAnswer.safeParse(json);
    const error: ApiError = parsedError.success
      ? { status: response.status, ...parsedError.data }
      : { status: response.status, code: 0, message: response.statusText || `HTTP ${response.status}` };
    // A guest asking for account data is expected, not worth a log line.
    if (response.status !== 401) transport.log('api call refused', { path: call.path, ...error });
    return failure(call, error);
  }
  // a list answer is checked a slice of rows at a time, a task each (see nextTask)
  const parsed = await safeParseInSlices(call.answer, json, nextTask);
  if (!parsed.success) {
    transport.log('api answer does not match the contract', {
      path: call.path,
      issues: describeIssues(parsed.issues, 3),
    });
    return failure(call, { status: response.status, code: 0, message: 'Unexpected answer' });
  }
  return { ok: true, data: parsed.data as AnswerOf<C> };
}
