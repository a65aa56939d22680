// How a stop finishes every request it has received without losing one (the stop itself is in
// start.server.ts).
//
// Why not http.Server.close(): since Node 19 it also closes every idle kept-alive connection
// at once, and a client may be writing its next request on one at that very instant. That
// request is lost ("other side closed", ECONNRESET), and the client cannot tell whether it was
// handled, so it cannot safely send it again: under load, a fifth to a half of the requests in
// flight. HTTP/1.1 gives a server one safe way to end a connection: say so in an answer
// (`Connection: close`); the client sends nothing more on it. So a drain:
// 1. stops listening with net.Server's own close, which leaves open connections alone: a new
//    client is refused before it can write anything, and goes to another instance. (Only a
//    connection the kernel completed in the last instant, not yet taken by Node, is reset
//    with the listener; taking the instance out of the load balancer before the signal, as
//    Kubernetes' preStop pause does, keeps even those away.)
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

/** Follows the server's connections and answers from its start; call before adding listeners. */
export function watchConnections(server: Server, lifecycle: Lifecycle) {
  const connections = new Set<Socket>();
  const unanswered = new Set<ServerResponse>();

  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
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

    /** Stops listening and resolves once every connection has closed (see the file's head). */
    drain(): Promise<void> {
      lifecycle.beginDraining();
      for (const response of unanswered) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      const silentFor = server.keepAliveTimeout + server.keepAliveTimeoutBuffer;
      const closeSilent = setTimeout(() => {
        for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
      }, silentFor);
      closeSilent.unref();
      return new Promise((resolve) => {
        NetServer.prototype.close.call(server, () => {
          clearTimeout(closeSilent);
          resolve();
        });
      });
    },

    /** At the stop's time limit: closes every connection, answered or not. */
    closeAll() {
      for (const socket of connections) socket.destroy();
    },
  };
}
