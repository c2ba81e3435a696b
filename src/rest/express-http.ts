import http from 'node:http';
import type { Express } from 'express';

// The classes the HTTP server makes its requests and responses from, with express's request and
// response methods already on their prototype chain. express gives every request those prototypes
// with Object.setPrototypeOf when it handles it; doing that for every request costs V8 a map change
// per object and leaves both objects slower to use for the rest of the request. The REST dispatcher
// (rest/dispatch.ts) relies on this and sets no prototype; what express itself handles still
// gets its own from app.handle.
export function expressHttpClasses(app: Express): { IncomingMessage: typeof http.IncomingMessage; ServerResponse: typeof http.ServerResponse } {
  class Request extends http.IncomingMessage {}
  class Response extends http.ServerResponse {}
  Object.setPrototypeOf(Request.prototype, app.request);
  Object.setPrototypeOf(Response.prototype, app.response);
  return { IncomingMessage: Request, ServerResponse: Response as typeof http.ServerResponse };
}
