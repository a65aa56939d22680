import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security-policy.server.ts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the hashes a page's policy allows", () => {
  it("are those of the inline scripts the page runs, each once, in their order", () => {
    const page = Buffer.from(
      "<html><head>" +
        '<script type="application/ld+json">{"@type":"Store"}</script>' +
        '<script type="importmap">{"integrity":{}}</script>' +
        '<script src="/assets/a.js"></script>' +
        '<script data-modules="{&quot;a&quot;:1}">start()</script>' +
        "<script>start()</script>" +
        "</head><body>" +
        '<script type="text/plain">[{"_1":2},"loaders\' data"]</script>' +
        "<script>read()</script>" +
        "</body></html>",
    );
    expect(inlineScriptHashes(page)).toEqual([
      hashOf('{"integrity":{}}'),
      hashOf("start()"),
      hashOf("read()"),
    ]);
  });
});
