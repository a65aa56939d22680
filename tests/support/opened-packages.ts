// Loaded into a site's process with `--import` (NODE_OPTIONS): writes the address of every
// module it loads from node_modules/@opentelemetry into the file VITRINE_OPENED_PACKAGES names,
// so that a test can tell whether the site loaded the OpenTelemetry SDK at all.
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.VITRINE_OPENED_PACKAGES;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (resolved.url.includes("/node_modules/@opentelemetry/")) {
        appendFileSync(file, `${resolved.url}\n`);
      }
      return resolved;
    },
  });
}
