// A page that arrives in two parts, as over a slow line: a server in front of the site sends
// one page's HTML up to a marker, pauses, then sends the rest; everything else it passes on as
// the site answers it. The browser paints the first part meanwhile, so a journey can see what
// moves once the rest arrives.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** Headers the site's answer carries that no longer hold for the body as passed on. */
const notPassedOn = new Set(["content-length", "content-encoding", "transfer-encoding", "etag"]);

export async function pageInTwoParts(
  siteUrl: string,
  page: { path: string; splitAfter: string; pauseMs: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`${siteUrl}${request.url ?? "/"}`, {
      headers: { "user-agent": request.headers["user-agent"] ?? "" },
      redirect: "manual",
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !notPassedOn.has(name)),
    );
    response.writeHead(answer.status, headers);
    const html = body.toString("utf8");
    const at = html.indexOf(page.splitAfter);
    if (request.url !== page.path || at === -1) {
      response.end(body);
      return;
    }
    const cut = at + page.splitAfter.length;
    response.write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, page.pauseMs));
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
