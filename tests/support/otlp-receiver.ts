// A collector of traces for the tests: accepts what an OTLP/HTTP exporter posts to /v1/traces in
// JSON, and keeps each span with its resource's attributes. `npm test` needs no backend.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: KeyValue[];
  status?: { code?: number };
};
type TracesRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
};

/** A span as received, its ids in hex and its attributes as plain values. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbering: 2 is a server's span, 3 a client's. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
};

/** OTLP's JSON writes ids in hex; a protobuf-minded encoder would write base64. */
function hexId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  return /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, "base64").toString("hex");
}

function plain(attributes: KeyValue[] | undefined): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes ?? []) {
    const given = value.stringValue ?? value.boolValue ?? value.doubleValue ?? value.intValue;
    if (given !== undefined) values[key] = value.intValue !== undefined ? Number(given) : given;
  }
  return values;
}

export type OtlpReceiver = {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** How many times an exporter posted to it. */
  posts: number;
  close: () => Promise<void>;
};

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = { spans: [] as ReceivedSpan[], posts: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      receiver.posts += 1;
      let body = Buffer.concat(chunks);
      if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      if (!String(request.headers["content-type"]).startsWith("application/json")) {
        response.writeHead(415).end();
        return;
      }
      const traces = JSON.parse(body.toString("utf8")) as TracesRequest;
      for (const { resource, scopeSpans } of traces.resourceSpans ?? []) {
        for (const { spans } of scopeSpans ?? []) {
          for (const span of spans ?? []) {
            receiver.spans.push({
              traceId: hexId(span.traceId) ?? "",
              spanId: hexId(span.spanId) ?? "",
              parentSpanId: hexId(span.parentSpanId),
              name: span.name,
              kind: span.kind,
              attributes: plain(span.attributes),
              resource: plain(resource?.attributes),
            });
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
