// One access-log line per request, with the request id that also goes back in X-Request-Id,
// and the trace id when tracing (tracing.server.ts).
import { createMiddleware } from "hono/factory";
import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "./logger.server.ts";
import type { TraceVariables } from "./tracing.server.ts";

export function accessLog(log: Logger) {
  return createMiddleware<{ Variables: RequestIdVariables & TraceVariables }>(async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        requestId: c.get("requestId"),
        traceId: c.get("traceId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
}
