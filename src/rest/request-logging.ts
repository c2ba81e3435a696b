import type { RequestHandler, Response } from 'express';
import type { RequestLogService } from '../modules/request-logs/request-log.service';
import { ctxOf } from './context';

// Calls `ended` once, when the response's end() is called, with the body end was given (express's
// send passes the whole body to end once, so keeping that argument, no copy, is the reply) and
// before it is written: the status is final by then. One wrapper of end, no 'finish' listener; it
// serves the access line, the metrics and the request log of REST (rest/dispatch.ts) and GraphQL.
export function onEnd(res: Response, ended: (reply: unknown) => void): void {
  const end = res.end as (...args: unknown[]) => Response;
  (res as { end: unknown }).end = (...args: unknown[]) => {
    (res as { end: unknown }).end = end;
    ended(typeof args[0] === 'function' ? undefined : args[0]);
    return end.apply(res, args);
  };
}

// The request log (`kobo logs`) for requests express serves behind the secret key (GraphQL over
// HTTP); REST requests are logged by rest/dispatch.ts. A GraphQL line is named by its operation
// (`/graphql createCustomer`), as the metrics label it.
// `maskRequest` sees the body before the log's own masking: GraphQL's masks the literals inside its
// document (graphql/log-mask.ts), which masking the JSON alone would keep.
export function requestLogging(requestLogs: RequestLogService, maskRequest: (body: unknown) => unknown = (body) => body): RequestHandler {
  return (req, res, next) => {
    const ctx = ctxOf(res);
    const started = process.hrtime.bigint();
    onEnd(res, (reply) => {
      const operation = res.locals.graphqlOperation as string | undefined;
      requestLogs.record(ctx, {
        requestId: String(res.locals.requestId ?? ''),
        method: req.method,
        route: operation ? `${req.baseUrl || '/graphql'} ${operation}` : req.baseUrl || '/graphql',
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        failed: typeof reply === 'string' ? reply.startsWith('{"errors":') : Buffer.isBuffer(reply) && reply.subarray(0, 10).toString() === '{"errors":',
        requestBody: () => maskRequest(req.body),
        replyBody: () => reply,
      });
    });
    next();
  };
}
