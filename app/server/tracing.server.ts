// Traces for an OpenTelemetry backend, sent over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT says
// where. Off by default, and free when off: the SDK is imported only when tracing starts
// (tracing-sdk.server.ts holds every import of it), the application adds no middleware, and
// the hooks below cost one look-up.
//
// A trace holds the server span of each request, named by its route as the metrics name it
// (the React Router route id of a page, the pattern of an API call), continuing the caller's
// `traceparent`; under a page's span, one per loader or action and one for the render; under
// any, one per database query. The access log line carries the trace id. The SDK reads the
// other standard variables itself (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS,
// OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY…). Each process sends its own spans: with
// WORKERS, each worker; the first process, which answers no request, sends none.
import type { ServerInstrumentation } from "react-router";
import type { Config } from "../config/config.server.ts";
import type { Logger } from "./logger.server.ts";
// Types only: erased, so nothing of the SDK loads until `startTracing` imports it.
import type { Tracing } from "./tracing-sdk.server.ts";

export type { TraceVariables } from "./tracing-sdk.server.ts";

/**
 * The process's tracing, kept under a registered symbol: in development the pages' modules are
 * loaded again through Vite, and that copy must find what the start-up started.
 */
const tracingKey = Symbol.for("vitrine.tracing");
const registry = globalThis as { [tracingKey]?: Tracing };

/** The process's tracing, when started. */
export function activeTracing(): Tracing | undefined {
  return registry[tracingKey];
}

/** Starts tracing when the configuration says where to send traces; else loads nothing. */
export async function startTracing(
  config: Pick<Config, "tracesEndpoint" | "version" | "database">,
  log: Logger,
): Promise<Tracing | undefined> {
  if (config.tracesEndpoint === undefined) return undefined;
  const { openTracing } = await import("./tracing-sdk.server.ts");
  const tracing = openTracing(config, log);
  registry[tracingKey] = tracing;
  log.info({ endpoint: config.tracesEndpoint }, "Tracing: sending traces over OTLP/HTTP");
  return tracing;
}

/** Stops the process's tracing, when started, after sending what is still waiting. */
export async function stopTracing(): Promise<void> {
  const tracing = registry[tracingKey];
  delete registry[tracingKey];
  await tracing?.stop();
}

/** For entry.server.tsx's `instrumentations`: the spans of loaders and actions, when tracing. */
export const pageTracing: ServerInstrumentation = {
  route(route) {
    activeTracing()?.routes(route);
  },
};

/** For entry.server.tsx: the render under a span of its own, when tracing. */
export function tracedRender<A extends unknown[]>(
  render: (...args: A) => Response | Promise<Response>,
): (...args: A) => Response | Promise<Response> {
  return (...args) => {
    const tracing = activeTracing();
    return tracing ? tracing.render(() => render(...args)) : render(...args);
  };
}
