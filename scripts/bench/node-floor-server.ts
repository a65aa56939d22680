// `node node-floor-server.ts PAGES.json PORT`: see node-floor.ts.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

const [file = "", port = "0"] = process.argv.slice(2);
const listed = JSON.parse(readFileSync(file, "utf8")) as {
  pathname: string;
  body: string;
  headers: [string, string][];
}[];
const pages = new Map(
  listed.map(({ pathname, body, headers }) => {
    const plain = Buffer.from(body, "base64");
    return [pathname, { plain, gzip: gzipSync(plain), headers: headers.flat() }];
  }),
);

createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404, ["Content-Length", "0"]);
    res.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? page.gzip : page.plain;
  const encoding = gzip ? ["Content-Encoding", "gzip"] : [];
  res.writeHead(200, [...page.headers, ...encoding, "Content-Length", String(body.length)]);
  res.end(body);
}).listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
