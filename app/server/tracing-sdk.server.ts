// The OpenTelemetry SDK at work, imported only when tracing starts (tracing.server.ts says what
// a trace holds). Spans go through a batch processor to the OTLP/HTTP exporter, in JSON, both
// configured by the standard OTEL_* variables, which they read themselves.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingHttpHeaders } from "node:http";
import {
  type Attributes,
  type Context,
  context,
  DiagLogLevel,
  diag,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type { MiddlewareHandler } from "hono";
import type { ServerInstrumentation } from "react-router";
import type { Config } from "../config/config.server.ts";
import { type QueryTiming, queryTimings } from "../db/database.server.ts";
import type { Logger } from "./logger.server.ts";
import { answeredRoute, type PageRouteVariables } from "./metrics.server.ts";
import { workerNumber } from "./workers.server.ts";

/** The trace id of the request, for its access log line; set only while tracing. */
export type TraceVariables = { traceId?: string };

/** A stored page answered before the application (stored-pages.server.ts). */
export type StoredPageAnswer = {
  headers: IncomingHttpHeaders;
  method: string;
  path: string;
  route: string;
  status: number;
  /** When the request was taken, by `performance.now()`. */
  started: number;
};

/** Tracing as started: what the hooks of the application, the pages and the stop call. */
export type Tracing = {
  /** The server span of each request the application answers, its context active within. */
  requests: MiddlewareHandler<{ Variables: PageRouteVariables & TraceVariables }>;
  /** Spans of a page's loaders and actions (React Router's route instrumentation). */
  routes: NonNullable<ServerInstrumentation["route"]>;
  /** The span of a page's render, until its head is ready to be sent. */
  render(rendering: () => Response | Promise<Response>): Promise<Response>;
  /** The server span of a stored page's answer, once sent; its trace id. */
  storedPage(answer: StoredPageAnswer): string;
  /** Sends what is still waiting and stops sending. */
  stop(): Promise<void>;
};

/** What a stop waits, at most, for the last spans to reach the collector. */
const flushTimeoutMs = 3000;

/** The `traceparent` of a Fetch API request's headers. */
const fetchHeaders: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** A time on the clock spans are written in, from one of `performance.now()`. */
const epochMs = (performanceMs: number) => performance.timeOrigin + performanceMs;

/** The span's status: an error for a server error, as the HTTP conventions say of a server. */
function endServerSpan(span: Span, route: string, status: number, end?: number) {
  span.updateName(route);
  span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status });
  if (status >= 500) {
    span.setAttribute(ATTR_ERROR_TYPE, String(status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end(end);
}

/** Runs `work` under a child span of the active one, ending it as the work ends. */
async function withSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const tracer = trace.getTracer("vitrine");
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

export function openTracing(config: Pick<Config, "version" | "database">, log: Logger): Tracing {
  // The SDK tells of a collector it cannot reach through its own logger; these go to ours.
  diag.setLogger(
    {
      error: (message) => log.warn(`Tracing: ${message}`),
      warn: (message) => log.warn(`Tracing: ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  const resource = defaultResource()
    .merge(
      resourceFromAttributes({
        [ATTR_SERVICE_NAME]: "vitrine",
        [ATTR_SERVICE_VERSION]: config.version,
        // Which process sent a span: with WORKERS, each worker sends its own.
        "process.pid": process.pid,
        ...(workerNumber() === undefined ? {} : { "vitrine.worker": workerNumber() }),
      }),
    )
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, which come last and so win.
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The context of a request follows its asynchronous work (AsyncLocalStorage); `traceparent`
  // and `baggage` are read from the caller's headers.
  provider.register();
  const tracer = trace.getTracer("vitrine", config.version);

  const databaseSystem =
    config.database.kind === "postgres" ? DB_SYSTEM_NAME_VALUE_POSTGRESQL : "sqlite";
  // Kysely times a query once it has run: the span is written afterwards with its own times.
  // Queries outside a request (the start-up, the outbox's timer) belong to no trace.
  const onQuery = (message: unknown) => {
    const parent = context.active();
    if (trace.getSpan(parent) === undefined) return;
    const { ms, failed, sql } = message as QueryTiming;
    const end = epochMs(performance.now());
    const operation = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? "QUERY";
    const span = tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        startTime: end - ms,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: databaseSystem,
          [ATTR_DB_OPERATION_NAME]: operation,
          [ATTR_DB_QUERY_TEXT]: sql,
        },
      },
      parent,
    );
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(end);
  };
  subscribe(queryTimings.name, onQuery);

  const serverSpan = (
    name: string,
    parent: Context,
    attributes: Attributes,
    startTime?: number,
  ): Span => tracer.startSpan(name, { kind: SpanKind.SERVER, attributes, startTime }, parent);

  return {
    requests: async (c, next) => {
      const parent = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, fetchHeaders);
      const url = new URL(c.req.url);
      // Named by its route once answered: until then only the method is known.
      const span = serverSpan(c.req.method, parent, {
        [ATTR_HTTP_REQUEST_METHOD]: c.req.method,
        [ATTR_URL_PATH]: url.pathname,
        [ATTR_URL_SCHEME]: url.protocol.slice(0, -1),
      });
      c.set("traceId", span.spanContext().traceId);
      try {
        await context.with(trace.setSpan(parent, span), next);
      } finally {
        endServerSpan(span, answeredRoute(c), c.res.status);
      }
    },

    routes(route) {
      const attributes = { "react_router.route.id": route.id };
      route.instrument({
        loader: async (load) => {
          await withSpan(`loader ${route.id}`, attributes, async (span) => {
            const { error } = await load();
            // A thrown Response (a redirect, a 404) is how a loader answers, not a failure.
            if (error instanceof Error) {
              span.recordException(error);
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
          });
        },
        action: async (act) => {
          await withSpan(`action ${route.id}`, attributes, async (span) => {
            const { error } = await act();
            if (error instanceof Error) {
              span.recordException(error);
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
          });
        },
      });
    },

    render: (rendering) => withSpan("render", {}, async () => rendering()),

    storedPage(answer: StoredPageAnswer) {
      const parent = propagation.extract(ROOT_CONTEXT, answer.headers);
      const span = serverSpan(
        answer.method,
        parent,
        {
          [ATTR_HTTP_REQUEST_METHOD]: answer.method,
          [ATTR_URL_PATH]: answer.path,
          [ATTR_URL_SCHEME]: "http",
          "vitrine.stored_page": true,
        },
        epochMs(answer.started),
      );
      endServerSpan(span, answer.route, answer.status);
      return span.spanContext().traceId;
    },

    async stop() {
      unsubscribe(queryTimings.name, onQuery);
      // A collector that does not answer must not hold the stop until its deadline.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn({ ms: flushTimeoutMs }, "Tracing: the last spans could not be sent in time");
          resolve();
        }, flushTimeoutMs);
      });
      await Promise.race([provider.shutdown(), late]);
      clearTimeout(timer);
    },
  };
}
