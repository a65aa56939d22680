// An upload that asks `Expect: 100-continue` is told to go on only once the application reads
// its body, after the access guard: an anonymous caller gets its 401 without being asked for
// the body, and the connection closes rather than taking in what it sends anyway.
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../tests/support/api-client.ts";
import { makePicture, pictureForm } from "../../tests/support/pictures.ts";
import { continueOnlyWhenTheBodyIsRead } from "./expect-continue.server.ts";

let api: TestApi;
let server: Server;
let port: number;
beforeAll(async () => {
  api = await createTestApi();
  server = createServer();
  continueOnlyWhenTheBodyIsRead(server);
  server.on("request", getRequestListener(api.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

type Exchange = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Whether the server said `100 Continue`. */
  continued: boolean;
  /** Whether the server closed the connection after its answer. */
  closed: boolean;
};

/**
 * A request that sends its headers, then its body only once told to continue (as curl and
 * browsers do with large uploads); `sendAnyway` sends some body after the answer regardless.
 */
function ask(
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  { sendAnyway = false } = {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const outgoing = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { ...headers, expect: "100-continue", "content-length": body.length },
    });
    outgoing.on("continue", () => {
      continued = true;
      outgoing.end(body);
    });
    outgoing.on("error", reject);
    outgoing.on("response", (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        if (sendAnyway && !continued) outgoing.write(body.subarray(0, 1024), () => undefined);
        const finish = (closed: boolean) =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            continued,
            closed,
          });
        const socket = outgoing.socket;
        if (!socket || socket.destroyed) return finish(true);
        // A kept-alive connection stays open: only one the answer said it closes is awaited.
        if (answer.headers.connection !== "close") return finish(false);
        const timer = setTimeout(() => finish(false), 5_000);
        socket.once("close", () => {
          clearTimeout(timer);
          finish(true);
        });
      });
    });
    outgoing.flushHeaders();
  });
}

async function uploadOf(picture: Buffer) {
  const encoded = new Response(pictureForm(picture, "gasket.png", "image/png"));
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

describe("an upload asking 100-continue", () => {
  it("from an anonymous caller gets 401 without being asked for its body, and the connection closes", async () => {
    const { body, contentType } = await uploadOf(
      await makePicture("png", { width: 64, height: 48 }),
    );
    const exchange = await ask("/api/resources", { "content-type": contentType }, body, {
      sendAnyway: true,
    });
    expect(exchange.status).toBe(401);
    expect(exchange.continued).toBe(false);
    expect(exchange.headers.connection).toBe("close");
    expect(exchange.closed).toBe(true);
  });

  it("from an administrator is asked for its body and stored", async () => {
    const { body, contentType } = await uploadOf(
      await makePicture("png", { width: 64, height: 48, noise: true }),
    );
    const exchange = await ask(
      "/api/resources",
      { "content-type": contentType, authorization: `Bearer ${api.adminToken}` },
      body,
    );
    expect(exchange.continued).toBe(true);
    expect(exchange.status).toBe(200);
    expect(JSON.parse(exchange.text)).toMatchObject({ id: expect.any(Number) });
    expect(exchange.headers.connection).not.toBe("close");
  });

  it("to a call anyone may make, such as the contact form, is asked for its body", async () => {
    const body = Buffer.from(
      JSON.stringify({
        title: "Mrs",
        name: "Els Peeters",
        email: "els.peeters@example.be",
        message: "Kunt u mij een offerte sturen voor 200 EPDM-dichtingen?",
        agreement: true,
        lang: "nl",
      }),
    );
    const exchange = await ask("/api/mailer/contact", { "content-type": "application/json" }, body);
    expect(exchange.continued).toBe(true);
    expect(exchange.status).toBe(200);
  });
});
