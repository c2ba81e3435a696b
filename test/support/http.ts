export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  // Send this string as the body verbatim (no JSON encoding, no content-type unless given).
  raw?: string;
  // Give up (the promise rejects with a TimeoutError) when no reply came within this time.
  timeoutMs?: number;
}

// A thin REST client over real HTTP. JSON bodies go out with a JSON content type unless `raw`.
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly key?: string,
  ) {}

  get<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('GET', path, undefined, opts);
  }
  post<T = any>(path: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('POST', path, body, opts);
  }
  put<T = any>(path: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('PUT', path, body, opts);
  }
  delete<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, opts);
  }

  async request<T = any>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (this.key) headers.authorization = `Bearer ${this.key}`;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, opts.headers);
    const signal = opts.timeoutMs === undefined ? undefined : AbortSignal.timeout(opts.timeoutMs);
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, signal });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
}

// Posts an HTML form (as a browser without JS does) and keeps the redirect for the caller.
export async function postForm(
  baseUrl: string,
  path: string,
  body: Record<string, string>,
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
