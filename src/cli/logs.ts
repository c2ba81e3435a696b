import { describeError as describe, koboSocket, sleep } from './connection';

// `kobo logs`: the integration's API requests as the Kobo at `api` answers them (the
// `requestLogged` subscription), a line each: time, method, route, status, milliseconds, request id;
// with `verbose`, the masked request and reply bodies under it. Reconnects after a dropped connection
// (lines answered meanwhile are in the `requestLogs` query, kept 24 hours).
export interface LogsOptions {
  api: string;
  key: string;
  verbose: boolean;
  failedOnly: boolean;
  json: boolean;
  out: (line: string) => void;
  err: (line: string) => void;
  stop: Promise<void>;
}

interface Line {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  at: string;
  requestBody: string | null;
  replyBody: string | null;
}

const QUERY = 'subscription($failedOnly: Boolean) { requestLogged(failedOnly: $failedOnly) { requestId method route status ms at requestBody replyBody } }';

export async function logs(opts: LogsOptions): Promise<void> {
  const api = opts.api.replace(/\/+$/, '');
  let stopping = false;
  void opts.stop.then(() => {
    stopping = true;
  });
  opts.err(`kobo logs: the API requests of this key's integration on ${api} (Ctrl-C to stop)`);
  let backoff = 250;
  // One line per lost connection: the attempts that fail while the server is down say nothing more.
  let reported = false;
  while (!stopping) {
    const client = koboSocket(api, opts.key);
    try {
      await new Promise<void>((resolve, reject) => {
        client.subscribe<{ requestLogged: Line }>(
          { query: QUERY, variables: { failedOnly: opts.failedOnly || null } },
          {
            next: (value) => {
              if (value.errors?.length) return reject(new Error(value.errors.map((e) => e.message).join('; ')));
              if (value.data?.requestLogged) print(value.data.requestLogged, opts);
            },
            error: (err) => reject(err instanceof Error ? err : new Error(describe(err))),
            complete: () => resolve(),
          },
        );
        client.on('connected', () => {
          backoff = 250;
          reported = false;
        });
        void opts.stop.then(() => resolve());
      });
    } catch (err) {
      if (!stopping && !reported) opts.err(`kobo logs: connection lost (${describe(err)}); reconnecting…`);
      reported = true;
    } finally {
      await client.dispose();
    }
    if (stopping) break;
    await Promise.race([sleep(backoff), opts.stop]);
    backoff = Math.min(5000, backoff * 2);
  }
}

function print(l: Line, opts: LogsOptions): void {
  if (opts.json) {
    const { requestBody, replyBody, ...head } = l;
    opts.out(JSON.stringify(opts.verbose ? l : { ...head, ...(l.status >= 400 ? { requestBody, replyBody } : {}) }));
    return;
  }
  opts.out(`${l.at}  ${l.method.padEnd(6)} ${l.route.padEnd(40)} ${l.status} ${String(l.ms).padStart(6)} ms  ${l.requestId}`);
  if (opts.verbose || l.status >= 400) {
    if (l.requestBody) opts.out(`    request: ${l.requestBody}`);
    if (l.replyBody) opts.out(`    reply:   ${l.replyBody}`);
  }
}
