import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../core/logger';

interface SocketState {
  // Requests parsed on this socket and not yet answered (pipelined ones included).
  pending: number;
  // Once set, no further request on this socket is run: its reply could not be delivered.
  closing: boolean;
  responses: Set<http.ServerResponse>;
}

export interface DrainResult {
  // Requests still running when the grace period ended; their sockets were destroyed.
  abandoned: number;
}

// The one owner of HTTP shutdown. On close(): stop accepting connections; answer every request that
// has arrived, pipelined ones on keep-alive sockets included, the last one on each socket with
// `Connection: close`; end idle sockets; after the grace period destroy what is left. A request that
// arrives on a socket already being closed is never run, so a client never loses the reply to work
// that was done (it sees a closed connection and can retry safely).
//
// Websocket upgrades are left to their own server (graphql-ws closes them with a close frame).
export class HttpDrain {
  private readonly sockets = new Map<Socket, SocketState>();
  private draining = false;
  private settled: (() => void) | null = null;
  private closed: Promise<DrainResult> | null = null;
  private server: http.Server | null = null;

  constructor(private readonly log?: Logger) {}

  // Wraps the request listener: every request passes here before the app sees it.
  handle(listener: http.RequestListener): http.RequestListener {
    return (req, res) => {
      const socket = req.socket;
      const state = this.stateOf(socket);
      if (state.closing) {
        // The socket's last reply already went out with Connection: close (or it is ending):
        // this request cannot be answered, so it is not run either.
        socket.destroy();
        return;
      }
      state.pending++;
      state.responses.add(res);
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        state.pending--;
        state.responses.delete(res);
        if (this.draining && state.pending === 0) this.endSocket(socket, state);
      };
      res.once('finish', finished);
      res.once('close', finished);
      if (this.draining) this.closeAfterLast(res, state);
      listener(req, res);
    };
  }

  attach(server: http.Server): void {
    server.on('connection', (socket: Socket) => {
      this.stateOf(socket);
      socket.once('close', () => {
        this.sockets.delete(socket);
        this.check();
      });
    });
    // An upgraded socket belongs to the websocket server from here on.
    server.on('upgrade', (req: http.IncomingMessage) => this.sockets.delete(req.socket));
    this.server = server;
  }

  close(graceMs: number): Promise<DrainResult> {
    if (this.closed) return this.closed;
    this.draining = true;
    const server = this.server;
    this.closed = new Promise<DrainResult>((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const finish = () => {
        if (timer) clearTimeout(timer);
        this.settled = null;
        resolve({ abandoned: 0 });
      };
      this.settled = finish;
      timer = setTimeout(() => {
        // Past the grace period: whatever still runs loses its connection.
        let abandoned = 0;
        for (const [socket, state] of this.sockets) {
          abandoned += state.pending;
          socket.destroy();
        }
        if (abandoned) this.log?.warn({ requests: abandoned }, 'shutdown grace period passed with requests still running');
        this.settled = null;
        resolve({ abandoned });
      }, graceMs);
      timer.unref();
      if (server?.listening) server.close();
      let running = 0;
      for (const state of this.sockets.values()) running += state.pending;
      this.log?.info({ connections: this.sockets.size, requests: running }, 'draining HTTP');
      for (const [socket, state] of this.sockets) {
        if (state.pending === 0) this.endSocket(socket, state);
        else for (const res of state.responses) this.closeAfterLast(res, state);
      }
      this.check();
    });
    return this.closed;
  }

  // Gives the response `Connection: close` if, when its headers are written, it is the last request
  // the socket has: node then ends the socket after it.
  private closeAfterLast(res: http.ServerResponse, state: SocketState): void {
    const marked = res as http.ServerResponse & { koboDrain?: boolean };
    if (marked.koboDrain) return;
    marked.koboDrain = true;
    if (res.headersSent) return;
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (state.pending === 1 && !this.headersSent) {
        this.setHeader('connection', 'close');
        state.closing = true;
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }

  private endSocket(socket: Socket, state: SocketState): void {
    state.closing = true;
    // After the queued output is flushed; a request that arrives later is not run (see handle()).
    if (!socket.destroyed) socket.end();
    // A client that never closes its side must not hold the drain open.
    setTimeout(() => socket.destroy(), 1000).unref();
  }

  private stateOf(socket: Socket): SocketState {
    let state = this.sockets.get(socket);
    if (!state) {
      state = { pending: 0, closing: this.draining, responses: new Set() };
      this.sockets.set(socket, state);
    }
    return state;
  }

  private check(): void {
    if (this.settled && this.sockets.size === 0) this.settled();
  }
}
