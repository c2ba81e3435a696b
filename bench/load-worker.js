// Runs one autocannon measurement in its own process, so the load generator never shares the
// event loop of the server it measures. Options arrive as JSON in argv[2]; the result leaves as
// one JSON line on stdout. A body containing [<id>] gets a unique value per request (the CLI's
// --idReplacement sends a stale Content-Length, so the body is rebuilt here per request).
const autocannon = require('autocannon');

const opts = JSON.parse(process.argv[2]);
const prefix = `${process.pid.toString(36)}${Date.now().toString(36)}`;
let counter = 0;

// A path containing __N<count>__ gets a random integer below <count> there per request (verify of
// many references), or a random one of opts.values when given (fetch of many ids).
const SPREAD = /__N(\d+)__/;

function run(seconds) {
  const request = { method: opts.method, path: new URL(opts.url).pathname + new URL(opts.url).search, headers: opts.headers };
  const spread = SPREAD.exec(request.path);
  if (opts.body !== undefined) {
    request.setupRequest = (req) => ({ ...req, body: opts.body.replace('[<id>]', `${prefix}-${counter++}`) });
  } else if (spread) {
    const count = Number(spread[1]);
    const values = opts.values;
    const pick = values ? () => values[Math.floor(Math.random() * values.length)] : () => String(Math.floor(Math.random() * count));
    request.setupRequest = (req) => ({ ...req, path: request.path.replace(SPREAD, pick()) });
  }
  return autocannon({ url: new URL(opts.url).origin, connections: opts.connections, duration: seconds, requests: [request] });
}

(async () => {
  if (opts.warmupSeconds > 0) await run(opts.warmupSeconds);
  const before = process.cpuUsage();
  const r = await run(opts.seconds);
  // The load generator's own CPU over the measured run: it shares the machine with the server.
  const used = process.cpuUsage(before);
  process.stdout.write(
    `${JSON.stringify({ reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, clientCpuMs: (used.user + used.system) / 1000 })}\n`,
  );
})().catch((err) => {
  process.stderr.write(`${err.stack}\n`);
  process.exit(1);
});
