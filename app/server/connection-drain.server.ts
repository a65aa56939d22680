// How a stop finishes every request it has received without losing one (the stop itself is in
// start.server.ts).
//
// Why not http.Server.close(): since Node 19 it also closes every idle kept-alive connection
// at once, and a client may be writing its next request on one at that very instant. That
// request is lost ("other side closed", ECONNRESET), and the client cannot tell whether it was
// handled, so it cannot safely send it again: under load, a fifth to a half of the requests in
// flight. HTTP/1.1 gives a server one safe way to end a connection: say so in an answer
// (`Connection: close`); the client sends nothing more on it. So a drain:
// 1. stops listening, leaving open connections alone: a new client is then refused before it
//    can write anything, and goes to another instance. But first it takes every connection
//    waiting in the listening socket's queue: the kernel completed those, their clients have
//    written their requests, and closing the listener would reset them all (under load, most
//    of the connections made in the last moments before the signal). So the listener stays
//    open until its queue is empty (ADR 48), and meanwhile its backlog is 0: while anything
//    waits in the queue, the kernel completes no new connection (it drops the client's first
//    packet, which the client sends again a second later, to be refused). A socket systemd
//    handed over is not closed with this process's copy: what waits in its queue waits for
//    the next process, which answers it;
// 2. answers every request with `Connection: close` from then on, those under way included if
//    their headers are not out yet; Node closes the connection once that answer is sent;
// 3. leaves an idle kept-alive connection to Node's keep-alive timeout, as on any other day:
//    every answer announced it (`Keep-Alive: timeout=5`; Node waits a second longer), and
//    undici (fetch) and Node's own agent stop reusing a connection one or two seconds before.
//    A request that comes meanwhile is answered, with `Connection: close`. Closing the
//    connection sooner would break that promise and race the client's next request;
// 4. closes a connection that has sent nothing at all (a browser's preconnection) once it has
//    stayed silent as long: otherwise it would hold the stop until its time limit.
// The drain is over when the last connection has closed.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Lifecycle } from "./lifecycle.server.ts";
import { acceptQueueLength } from "./listening.server.ts";

/**
 * The longest the listener stays open to empty its queue. Clients connecting all the while
 * could keep it open: past this, what is left in the queue is reset, and the log says so.
 */
const queueDeadlineMs = 3000;

/**
 * Closes a listening server once the connections waiting in its queue are taken, or at once
 * for a socket systemd handed over (see the file's head). Resolves with the number of
 * connections reset with the listener: 0 unless the queue never emptied.
 */
export function closeListener(server: NetServer, handed: boolean): Promise<number> {
  if (!server.listening) return Promise.resolve(0);
  const deadline = performance.now() + queueDeadlineMs;
  const queued = () => (handed ? 0 : acceptQueueLength(server));
  // net.Server has no public way to change the backlog; its handle's listen() calls listen(2)
  // again, which on a listening socket only sets the backlog. Not on a handed socket: the next
  // process takes its queue over, with the backlog this one leaves.
  if (!handed)
    (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle?.listen?.(
      0,
    );
  return new Promise((resolve) => {
    let closed = false;
    const close = (left: number) => {
      if (closed) return;
      closed = true;
      server.off("connection", afterTaking);
      // net.Server's own close: http.Server's would also close the idle connections (above).
      NetServer.prototype.close.call(server);
      resolve(left);
    };
    // libuv takes one queued connection each turn of the event loop, announced at once: after
    // the last, nothing waits that closing could reset.
    const afterTaking = () => {
      if (queued() === 0) close(0);
    };
    server.on("connection", afterTaking);
    // A quiet listener announces nothing: then the check comes each turn of the event loop.
    // Where the queue cannot be read, one turn is taken.
    let turns = 0;
    const eachTurn = () => {
      if (closed) return;
      turns += 1;
      const left = queued();
      if (left === 0 || (left === undefined && turns > 1)) close(0);
      else if (performance.now() > deadline) close(left ?? 0);
      else setImmediate(eachTurn);
    };
    setImmediate(eachTurn);
  });
}

/** Follows the server's connections and answers from its start; call before adding listeners. */
export function watchConnections(server: Server, lifecycle: Lifecycle) {
  const connections = new Set<Socket>();
  const unanswered = new Set<ServerResponse>();
  let whenAllClosed: (() => void) | undefined;

  // Also the connections the first process hands a worker, which come as this event alone.
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => {
      connections.delete(socket);
      if (connections.size === 0) whenAllClosed?.();
    });
  });
  // First of the request listeners: the answer must know before its headers are written.
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (lifecycle.draining) response.shouldKeepAlive = false;
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
  });

  return {
    /** Requests received and not yet answered in full. */
    get unansweredRequests() {
      return unanswered.size;
    },
    get openConnections() {
      return connections.size;
    },

    /** From now on every answer says `Connection: close` (see the file's head). */
    beginDraining() {
      lifecycle.beginDraining();
      for (const response of unanswered) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
    },

    /**
     * Stops listening and resolves once every connection has closed (see the file's head),
     * with the number of queued connections the listener reset (0 but past its deadline).
     */
    async drain(options: { handedSocket: boolean }): Promise<number> {
      this.beginDraining();
      const silentFor = server.keepAliveTimeout + server.keepAliveTimeoutBuffer;
      const closeSilent = setTimeout(() => {
        for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
      }, silentFor);
      closeSilent.unref();
      const reset = await closeListener(server, options.handedSocket);
      if (connections.size > 0) {
        await new Promise<void>((resolve) => {
          whenAllClosed = resolve;
        });
      }
      clearTimeout(closeSilent);
      return reset;
    },

    /** At the stop's time limit: closes every connection, answered or not. */
    closeAll() {
      for (const socket of connections) socket.destroy();
    },
  };
}
