import type { RequestHandler, Response } from 'express';
import type { RequestLogService } from '../modules/request-logs/request-log.service';
import { ctxOf } from './context';

// The reply a response sends, for the request log: express's send passes the whole body to end
// once, so keeping that argument (no copy) is enough. Returns what was sent so far.
export function watchReply(res: Response): () => unknown {
  let reply: unknown;
  const end = res.end as (...args: unknown[]) => Response;
  (res as { end: unknown }).end = (...args: unknown[]) => {
    if (typeof args[0] !== 'function') reply = args[0];
    return end.apply(res, args);
  };
  return () => reply;
}

// The request log (`kobo logs`) for requests express serves behind the secret key (GraphQL over
// HTTP); REST requests are logged by rest/dispatch.ts. A GraphQL line is named by its operation
// (`/graphql createCustomer`), as the metrics label it.
export function requestLogging(requestLogs: RequestLogService): RequestHandler {
  return (req, res, next) => {
    const ctx = ctxOf(res);
    const started = process.hrtime.bigint();
    const sent = watchReply(res);
    res.once('finish', () => {
      const reply = sent();
      const operation = res.locals.graphqlOperation as string | undefined;
      requestLogs.record(ctx, {
        requestId: String(res.locals.requestId ?? ''),
        method: req.method,
        route: operation ? `${req.baseUrl || '/graphql'} ${operation}` : req.baseUrl || '/graphql',
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        failed: typeof reply === 'string' ? reply.startsWith('{"errors":') : Buffer.isBuffer(reply) && reply.subarray(0, 10).toString() === '{"errors":',
        requestBody: () => req.body,
        replyBody: sent,
      });
    });
    next();
  };
}
