import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import type { IdempotencyService } from '../modules/idempotency/idempotency.service';
import { ctxOf, loggerOf } from './context';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

// Two requests are the same one when their method, path with query, and body are.
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

// Applies Idempotency-Key (modules/idempotency/idempotency.service.ts) to one request whose key and
// context are known: a first request runs (`run`) with its reply captured and kept before it is
// sent, so a retry that finds it done gets exactly these bytes; a retry replays the kept reply with
// `Idempotent-Replayed: true`; a refusal (another request's key, still running) goes to `fail`.
export function withIdempotencyKey(
  service: IdempotencyService,
  ctx: RequestContext,
  req: Request,
  res: Response,
  key: string,
  run: () => void,
  fail: (err: unknown) => void,
): void {
  let fingerprint: string;
  try {
    if (!KEY_FORMAT.test(key)) throw new DomainError('validation', 'Idempotency-Key must be 1 to 255 printable ASCII characters', 'invalid_idempotency_key');
    fingerprint = requestFingerprint(req.method, req.originalUrl ?? req.url, req.body);
  } catch (err) {
    return fail(err);
  }
  service.claim(ctx, key, fingerprint).then((claim) => {
    if (claim.kind === 'replay') {
      res.status(claim.reply.status);
      if (claim.reply.type) res.setHeader('content-type', claim.reply.type);
      res.setHeader('idempotent-replayed', 'true');
      res.end(claim.reply.body);
      return;
    }
    keepReply(service, claim.id, res);
    run();
  }, fail);
}

// express middleware for routes express serves itself (GraphQL): behind the secret key.
export function idempotencyKeys(service: IdempotencyService): RequestHandler {
  return (req, res, next) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || req.method !== 'POST') return next();
    withIdempotencyKey(service, ctxOf(res), req, res, key, () => next(), next);
  };
}

type End = (chunk?: unknown, encoding?: unknown, cb?: unknown) => Response;
type Write = (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;

function keepReply(service: IdempotencyService, id: number, res: Response): void {
  const chunks: Buffer[] = [];
  const add = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = res.write as unknown as Write;
  const end = res.end as unknown as End;
  (res as unknown as { write: Write }).write = (chunk, encoding, cb) => {
    add(chunk, encoding);
    return write.call(res, chunk, encoding, cb);
  };
  (res as unknown as { end: End }).end = (chunk, encoding, cb) => {
    add(chunk, encoding);
    const type = res.getHeader('content-type');
    const reply = { status: res.statusCode, type: type === undefined ? null : String(type), body: Buffer.concat(chunks).toString('utf8') };
    // Kept before it is sent: a client that has this reply can always replay it.
    service
      .finish(id, reply)
      .catch((err: unknown) => loggerOf(res)?.error({ err }, 'could not keep an idempotent reply'))
      .finally(() => end.call(res, chunk, encoding, cb));
    return res;
  };
}
