import { randomBytes } from 'node:crypto';

// What a recipe works with: the public REST API of one Kobo (its URL and a test secret key, nothing
// else), the test clock, and a way to wait until an event has been recorded.
export interface KoboEvent {
  id: number;
  event: string;
  resource: string;
  data: Record<string, any>;
}

export interface Made {
  kind: string;
  id: string;
}

export class TriggerError extends Error {}

// Test-mode instruments (docs/guide.md, "Test cards and accounts"): expiry any future month.
const card = (number: string, cvv: string) => ({ number, cvv, expiry_month: '12', expiry_year: '2099' });
export const CARDS = {
  success: card('4084084084084081', '408'),
  refundFails: card('4084080000671803', '180'),
  refundNeedsAttention: card('4084080000671902', '190'),
  disputed: card('4084080000013402', '340'),
};

export class Kit {
  readonly made: Made[] = [];
  // Events recorded before the recipe started are not its own.
  floor = 0;
  private readonly api: string;

  constructor(
    api: string,
    private readonly key: string,
    private readonly progress: (line: string) => void,
    private readonly timeoutMs: number,
  ) {
    this.api = api.replace(/\/+$/, '');
  }

  // A unique tag for the objects this run makes (references, emails).
  readonly tag = `trg${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  email(what: string): string {
    return `${what}.${this.tag}@kobo-trigger.test`;
  }

  step(line: string): void {
    this.progress(line);
  }

  record(kind: string, id: unknown): void {
    this.made.push({ kind, id: String(id) });
  }

  get(path: string): Promise<any> {
    return this.call('GET', path);
  }
  post(path: string, body: unknown = {}): Promise<any> {
    return this.call('POST', path, body);
  }
  put(path: string, body: unknown = {}): Promise<any> {
    return this.call('PUT', path, body);
  }

  // The `data` of a successful reply; anything else stops the recipe with the server's message.
  async call(method: string, path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${this.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: reported below */
    }
    if (!res.ok || parsed?.status === false) throw new TriggerError(`${method} ${path} answered ${res.status}: ${parsed?.message ?? text.slice(0, 200)}`);
    return parsed?.data;
  }

  // A request whose refusal is the point (a capture after a hold lapsed): its status and message,
  // without stopping the recipe.
  async attempt(method: string, path: string, body?: unknown): Promise<{ status: number; message: string }> {
    try {
      await this.call(method, path, body);
      return { status: 200, message: '' };
    } catch (err) {
      const m = err instanceof TriggerError ? /answered (\d+): (.*)$/s.exec(err.message) : null;
      if (!m) throw err;
      return { status: Number(m[1]), message: m[2]! };
    }
  }

  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
    const res = await fetch(`${this.api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: any; errors?: Array<{ message: string }> };
    if (!res.ok || body.errors?.length) throw new TriggerError(`GraphQL answered ${res.status}: ${body.errors?.map((e) => e.message).join('; ') ?? ''}`);
    return body.data;
  }

  // A page served to the customer (no key): the mandate page, a signed upload URL. `url` may carry
  // the server's PUBLIC_URL; the path is sent to the API URL this run was given.
  async page(method: string, url: string, body: string, contentType: string): Promise<number> {
    const u = new URL(url, this.api);
    const res = await fetch(`${this.api}${u.pathname}${u.search}`, {
      method,
      headers: { 'content-type': contentType },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 400) throw new TriggerError(`${method} ${u.pathname} answered ${res.status}`);
    return res.status;
  }

  async advance(seconds: number, why: string): Promise<void> {
    this.step(`advancing the test clock ${describeSeconds(seconds)} (${why})`);
    await this.post('/_test/clock/advance', { seconds });
  }

  async latestEventId(): Promise<number> {
    const rows = (await this.get('/integration/events?perPage=1&page=1')) as KoboEvent[];
    return Number(rows[0]?.id ?? 0);
  }

  // Waits until `type` is recorded after the recipe began, for an object of this run (`match`).
  // Background work (renewals, the simulated bank) runs on the server after a clock move, so this
  // polls the integration's events.
  async waitFor(type: string, match: (data: Record<string, any>, e: KoboEvent) => boolean = () => true): Promise<KoboEvent> {
    this.step(`waiting for ${type}`);
    const started = Date.now();
    const deadline = started + this.timeoutMs;
    let told = started;
    for (;;) {
      const rows = (await this.get(`/integration/events?after_id=${this.floor}&event=${encodeURIComponent(type)}&perPage=100&page=1`)) as KoboEvent[];
      const found = rows.filter((r) => r.event === type && match(r.data ?? {}, r)).sort((a, b) => a.id - b.id)[0];
      if (found) return found;
      if (Date.now() > deadline) throw new TriggerError(`${type} was not recorded within ${this.timeoutMs} ms`);
      if (Date.now() - told >= 10_000) {
        told = Date.now();
        this.step(`still waiting for ${type} (${Math.round((told - started) / 1000)} s)`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function describeSeconds(s: number): string {
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    if (s >= size) parts.push(`${Math.floor(s / size)} ${unit}`);
    s %= size;
  }
  return parts.join(' ') || '0 s';
}
