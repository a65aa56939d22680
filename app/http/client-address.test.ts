// Who the caller is, behind the load balancers and proxies TRUSTED_PROXIES names: for the
// sign-in and contact limits and the audit log. Over real sockets: an in-process request has
// no address.
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/test-services.ts";
import { createApp } from "../server/app.server.ts";
import { callerAddress, trustedProxyList } from "./client-address.server.ts";

describe("the caller's address", () => {
  const proxies = trustedProxyList([
    { address: "10.0.0.0", prefix: 8, family: "ipv4" },
    { address: "fd00::", prefix: 8, family: "ipv6" },
    { address: "192.0.2.10", prefix: 32, family: "ipv4" },
  ]);

  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(callerAddress("203.0.113.7", "198.51.100.1", undefined)).toBe("203.0.113.7");
    expect(callerAddress("10.0.0.1", "198.51.100.1", undefined)).toBe("10.0.0.1");
  });

  it("is the socket's when the socket is not a trusted proxy: a visitor cannot name itself", () => {
    expect(callerAddress("203.0.113.7", "198.51.100.1", proxies)).toBe("203.0.113.7");
  });

  it("is the address the trusted proxy received the request from", () => {
    expect(callerAddress("10.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(callerAddress("::ffff:10.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(callerAddress("192.0.2.10", " 203.0.113.7 ", proxies)).toBe("203.0.113.7");
  });

  it("skips every trusted proxy from the right, and reads nothing the caller wrote further left", () => {
    // The caller wrote "10.0.0.9, 198.51.100.1" itself; the proxies added the rest.
    const forwarded = "10.0.0.9, 198.51.100.1, 203.0.113.7, 10.0.0.2";
    expect(callerAddress("10.0.0.1", forwarded, proxies)).toBe("203.0.113.7");
  });

  it("reads addresses as proxies write them: with a port, in brackets, in IPv6", () => {
    expect(callerAddress("10.0.0.1", "203.0.113.7:4711", proxies)).toBe("203.0.113.7");
    expect(callerAddress("fd00::1", "[2001:db8::7]:4711", proxies)).toBe("2001:db8::7");
    expect(callerAddress("fd00::1", "2001:db8::7, fd00::2", proxies)).toBe("2001:db8::7");
  });

  it("stops at a proxy when the list holds nothing more it can read", () => {
    expect(callerAddress("10.0.0.1", "unknown", proxies)).toBe("10.0.0.1");
    expect(callerAddress("10.0.0.1", "garbage, 10.0.0.3", proxies)).toBe("10.0.0.3");
    expect(callerAddress("10.0.0.1", "10.0.0.4, 10.0.0.3", proxies)).toBe("10.0.0.4");
    expect(callerAddress("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
  });
});

describe("the sign-in limit behind a trusted load balancer", () => {
  let services: TestServices;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1, here the load balancer.
    services = await createTestServices({ TRUSTED_PROXIES: "127.0.0.1", SIGN_IN_RATE_LIMIT: "3" });
    server = createServer(getRequestListener(createApp(services).fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
  });

  // Each attempt on an e-mail address of its own: the limit on one e-mail address's failures
  // is not the one these tests are about.
  let attempts = 0;
  const signInFrom = async (forwardedFor: string) => {
    attempts++;
    const user = { email: `nobody${attempts}@rubbera.example`, password: "guess" };
    return (
      await fetch(`${base}/api/users/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ user }),
      })
    ).status;
  };

  it("counts each visitor on their own: one who guesses does not lock the others out", async () => {
    const guesser = [];
    for (let attempt = 0; attempt < 4; attempt++) guesser.push(await signInFrom("203.0.113.7"));
    expect(guesser).toEqual([401, 401, 401, 429]);
    expect(await signInFrom("198.51.100.1")).toBe(401);
  });

  it("does not let a visitor escape the limit by writing another address in front", async () => {
    // The balancer appends the address it saw: the guesser's, which is spent.
    expect(await signInFrom("198.51.100.99, 203.0.113.7")).toBe(429);
  });
});
