// `Expect: 100-continue`: a client sending a large body (an upload) first asks whether the
// server wants it. Node says yes to every such request as soon as its headers arrive, before
// the application has checked who is calling, and when the application then refuses it, Node
// reads and throws away the whole body to keep the connection (hundreds of megabytes, from
// anyone). Here the `100 Continue` goes out only when the application starts reading the body,
// which it does after its access guard (api-route.server.ts); an answer given without reading
// the body closes the connection instead of draining it.
import type { Server } from "node:http";

export function continueOnlyWhenTheBodyIsRead(server: Server) {
  server.on("checkContinue", (request, response) => {
    let asked = false;
    const read = request._read;
    request._read = function readAfterContinue(size: number) {
      if (!asked) {
        asked = true;
        if (!response.headersSent) response.writeContinue();
      }
      return read.call(this, size);
    };
    // Decided when the answer's head is written, not before: the stop's drain may also end the
    // connection meanwhile (connection-drain.server.ts), and Node writes `Connection: close`
    // itself for either reason.
    const writeHead = response.writeHead;
    response.writeHead = ((...args: unknown[]) => {
      if (!asked) response.shouldKeepAlive = false;
      return (writeHead as (...written: unknown[]) => typeof response).apply(response, args);
    }) as typeof response.writeHead;
    server.emit("request", request, response);
  });
}
