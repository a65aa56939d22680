// Every call of the API, fuzzed from its own OpenAPI description. Requests are drawn with
// fast-check from the document at /api/openapi.json — valid bodies, query strings and path ids,
// the same broken at one spot, and junk (tests/support/openapi-fuzz.ts) — and sent through the
// real application on a real, seeded database, as an anonymous visitor, a signed-in user, an
// administrator and callers with odd credentials. Whatever is sent, the API must answer:
//   - never a 5xx;
//   - a status the call documents, or one of the statuses every call may answer (below);
//   - a 4xx as the JSON error body `{ error, errors?: [{ path, message }] }`, naming where a
//     refused field was (`body.…`, `query.…`, `path.…`) and leaking no stack or SQL;
//   - a 2xx in the shape the call documents for it;
//   - and never a 2xx to a request its documentation refuses (a path id `0x10`, a field of the
//     wrong type), as judged by Ajv on the same schemas.
// Strings come now and then as editors type them (numbers with a decimal comma, placeholders),
// and a translation key, a site setting's key or an attribute type now and then as one the demo
// shop holds or the site reads (a key with placeholders in English, an article's URL key, a known
// setting, a numeric type), so that the refusals of a stored text's, a setting's or a type's
// rules are met too.
// The run is deterministic for a seed: API_FUZZ_SEED replays one, API_FUZZ_RUNS multiplies the
// number of requests for a longer search. Failures are gathered, not stopped at: each test ends
// by listing every distinct failure with the smallest request that showed it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  createFuzzTarget,
  type FuzzTarget,
  type Tokens,
} from "../../tests/support/api-fuzz-target.ts";
import {
  OpenApiConformance,
  type RequestConformance,
} from "../../tests/support/openapi-conformance.ts";
import {
  type Call,
  callName,
  callsOf,
  type RequestPlan,
  RequestPlans,
  urlOf,
} from "../../tests/support/openapi-fuzz.ts";
import { testDatabaseKind } from "../../tests/support/test-services.ts";
import { errorBodySchema } from "../http/api-route.server.ts";

const seed = Number(process.env.API_FUZZ_SEED ?? 20_261_122);
const runsScale = Number(process.env.API_FUZZ_RUNS ?? 1);

/**
 * Statuses any call may answer without listing them:
 * - 401 and 403: credentials. The sign-in call answers 401 to a wrong password, and a write
 *   made with the session cookie from another origin is refused with 403, on any call.
 * - 404: an id that names nothing (every call lists it anyway).
 * - 413: a body over 1 MB, refused before any call is chosen.
 * - 415: a content type the call does not read, refused by the framework before validation.
 * - 429: the per-address limits of sign-in, contact and client log lines.
 * 409 is not among them: ADR 7 answers a conflict with existing data with 409, so a call that
 * can meet one must list it among its own responses for clients to expect it.
 */
const crossCuttingStatuses = new Set([401, 403, 404, 413, 415, 429]);

/** Headers with the caller's credentials, made from the tokens current when it is sent. */
type Credentials = (tokens: Tokens) => Record<string, string>;

type Persona = {
  name: string;
  /** The access levels whose calls are this caller's own: they get the most requests. */
  own: readonly string[];
  /** The access levels this caller gets past the guard of. */
  may: readonly string[];
  credentials: fc.Arbitrary<Credentials>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const anonymous: Persona = {
  name: "anonymous",
  own: ["public"],
  may: ["public"],
  credentials: fc.constant(() => ({})),
};

const signedInUser: Persona = {
  name: "user",
  own: ["user", "log"],
  may: ["public", "user", "log"],
  credentials: fc.constant((tokens) => bearer(tokens.user)),
};

const administrator: Persona = {
  name: "admin",
  own: ["admin"],
  may: ["public", "user", "log", "admin"],
  credentials: fc.constant((tokens) => bearer(tokens.admin)),
};

const origins = [
  "http://localhost",
  "https://elsewhere.example",
  "null",
  "not a url",
  "http://",
  "http://[::1",
  "http://localhost:99999",
  "file:///etc/passwd",
  "",
];

/** A token with its signature cut off, or its algorithm set to none. */
function unsigned(token: string, algorithm?: string): string {
  const [header, payload] = token.split(".");
  const newHeader = algorithm
    ? Buffer.from(JSON.stringify({ alg: algorithm })).toString("base64url")
    : header;
  return `${newHeader}.${payload}.`;
}

/**
 * Credentials a client should not send: the service token, the admin's session cookie from
 * our own origin, from others and from origins that are not URLs at all, forged, malformed
 * and foreign tokens, the token of a user who was deleted.
 */
const oddCredentials: Persona = {
  name: "odd credentials",
  own: [],
  may: ["public", "user", "log", "admin"],
  credentials: fc.oneof(
    fc.constant<Credentials>((tokens) => bearer(tokens.service)),
    fc.constant<Credentials>((tokens) => bearer(tokens.deletedUser)),
    fc.constantFrom(...origins).map(
      (origin): Credentials =>
        (tokens) => ({ cookie: `vitrine_session=${tokens.admin}`, origin }),
    ),
    fc.constant<Credentials>((tokens) => ({ cookie: `vitrine_session=${tokens.admin}` })),
    fc.constantFrom<Credentials>(
      () => ({ authorization: "Bearer" }),
      () => ({ authorization: "Bearer " }),
      () => ({ authorization: "Bearer abc" }),
      () => ({ authorization: `Bearer ${"x".repeat(10_000)}` }),
      () => ({ authorization: "Basic YWRtaW46YWRtaW4=" }),
      () => ({ cookie: "vitrine_session=%" }),
      (tokens) => ({ authorization: `Token "${tokens.user}"` }),
      (tokens) => ({ authorization: `bearer ${tokens.admin}x` }),
      (tokens) => bearer(unsigned(tokens.admin)),
      (tokens) => bearer(unsigned(tokens.admin, "none")),
      (tokens) => ({
        cookie: `vitrine_session=${"x".repeat(5000)}; vitrine_session=${tokens.admin}`,
      }),
      (tokens) => ({ ...bearer(tokens.user), cookie: `vitrine_session=${tokens.admin}` }),
    ),
  ),
};

/**
 * Requests per call and caller: many for the caller whose level the call is, some for callers
 * above it (public calls answer everyone alike), a few for callers the guard refuses.
 */
function runsFor(persona: Persona, call: Call): number {
  const base =
    persona === oddCredentials
      ? 4
      : persona.own.includes(call.access)
        ? 20
        : persona.may.includes(call.access)
          ? 4
          : 2;
  return Math.max(1, Math.round(base * runsScale));
}

// ---------------------------------------------------------------------------------------------

let target: FuzzTarget;
let conformance: OpenApiConformance;
let plans: RequestPlans;
let calls: Call[];
const database = testDatabaseKind();
const tally = { requests: 0, serverErrors: 0 };

// Setting up takes seconds, mostly drawing the demo shop's pictures; on two cores shared with
// a browser run it has taken a minute.
beforeAll(async () => {
  target = await createFuzzTarget();
  conformance = new OpenApiConformance(target.document);
  plans = new RequestPlans(target.document, {
    pictureCount: target.pictures.length,
    junkFiles: target.junkFiles,
    knownValues: target.knownValues,
  });
  calls = callsOf(target.document);
}, 120_000);

afterAll(async () => {
  console.log(
    `api fuzz on ${database}: ${tally.requests} requests, ${tally.serverErrors} × 5xx, ` +
      `${everyFailure.size} distinct failures (seed ${seed})`,
  );
  await target?.close();
});

/** Everything wrong with one answer, as short problem statements. */
function problemsWith(call: Call, answer: Answer, request: RequestConformance) {
  const { status } = answer;
  const problems: string[] = [];
  if (status >= 500) {
    const cause = target.serverError(answer.requestId);
    return [`answered ${status}${cause ? ` (${cause})` : ""}`];
  }
  const documented = call.operation.responses[String(status)];
  if (!documented && !crossCuttingStatuses.has(status)) {
    problems.push(`answered ${status}, which the call does not document`);
  }
  const content = documented?.content ?? {};
  const documentsJson = "application/json" in content;
  const isJson = answer.contentType.startsWith("application/json");

  if (status === 304) {
    if (answer.text !== "") problems.push("answered 304 with a body");
  } else if (status >= 400 || documentsJson) {
    // Errors are always JSON (ADR 7); so is every 2xx documented as JSON.
    let body: unknown;
    try {
      body = isJson ? JSON.parse(answer.text) : undefined;
    } catch {
      body = undefined;
    }
    if (body === undefined) {
      problems.push(`answered ${status} with ${answer.contentType || "no content type"}, not JSON`);
    } else if (status >= 400) {
      problems.push(...errorBodyProblems(call, status, body));
    } else {
      const mismatch = conformance.answerProblem(call, status, "application/json", body);
      if (mismatch) problems.push(`answered ${status} not in its documented shape: ${mismatch}`);
    }
  } else if (Object.keys(content).length > 0) {
    const type = answer.contentType.split(";")[0]?.trim() ?? "";
    if (!(type in content))
      problems.push(`answered ${status} with undocumented ${type || "no type"}`);
  }

  if (status >= 200 && status < 300 && request.conforms === false) {
    problems.push(`answered ${status} to a request its documentation refuses: ${request.reason}`);
  }
  return problems;
}

/** Stack frames and database messages belong in the log, not in an answer. */
const internals =
  /\bat .+:\d+:\d+|SQLITE_|syntax error at or near|violates .+ constraint|node_modules/;

/** Every error answer is the API's error body (ADR 7), and whatever else its call documents. */
function errorBodyProblems(call: Call, status: number, body: unknown): string[] {
  const parsed = errorBodySchema.safeParse(body);
  const documented = call.operation.responses[String(status)]?.content?.["application/json"];
  const mismatch = !parsed.success
    ? parsed.error.issues.map((issue) => `.${issue.path.join(".")} ${issue.message}`).join("; ")
    : documented
      ? conformance.answerProblem(call, status, "application/json", body)
      : undefined;
  if (mismatch) {
    return [`answered ${status} with an error body not in the documented shape: ${mismatch}`];
  }
  const { error, errors = [] } = body as {
    error: string;
    errors?: { path: string; message: string }[];
  };
  const problems: string[] = [];
  for (const field of errors) {
    if (!/^(body|query|path|header|cookie)(\.|$)/.test(field.path)) {
      problems.push(
        `answered ${status} naming a field "${field.path}" without saying where it was sent`,
      );
    }
  }
  const leaked = [error, ...errors.map((field) => field.message)].find((text) =>
    internals.test(text),
  );
  if (leaked) {
    problems.push(`answered ${status} with internals in its message: ${JSON.stringify(leaked)}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Reporting: one line per distinct failure, with the smallest request that showed it.

/** Long runs of one character shown as `x×100000`, long texts cut. */
function abbreviate(text: string, max = 240): string {
  const squeezed = text.replace(
    /(.)\1{19,}/gsu,
    (run, char: string) => `${char}×${[...run].length}`,
  );
  return squeezed.length > max ? `${squeezed.slice(0, max)}…` : squeezed;
}

function describeRequest(plan: RequestPlan, credentials: Record<string, string>): string {
  const body = plan.body;
  const shownBody =
    body.kind === "none"
      ? ""
      : body.kind === "text"
        ? ` ${body.contentType ?? "(no content type)"} ${JSON.stringify(abbreviate(body.text))}`
        : body.kind === "bytes"
          ? ` ${body.contentType ?? "(no content type)"} ${body.bytes.length} bytes`
          : ` multipart ${JSON.stringify(
              body.parts.map((part) =>
                "text" in part
                  ? { [part.name]: abbreviate(part.text, 40) }
                  : {
                      [part.name]: `${abbreviate(part.fileName, 40)} ${part.type} ${part.content.kind}`,
                    },
              ),
            )}`;
  const headers = Object.entries({ ...plan.headers, ...credentials })
    .map(([name, value]) => `${name}: ${abbreviate(withTokensNamed(value), 60)}`)
    .join(", ");
  return `${abbreviate(urlOf(plan), 200)}${shownBody}${headers ? ` [${headers}]` : ""}`;
}

/** Tokens shown by whose they are: `<admin token>`. */
function withTokensNamed(text: string): string {
  return Object.entries(target.tokens).reduce(
    (named, [who, token]) => named.replaceAll(token, `<${who} token>`),
    text,
  );
}

/** The same problem with other values: quoted values and numbers set aside. */
function failureKey(problem: string): string {
  return problem
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/\b[0-9a-f]{8}-[0-9a-f-]{27}\b/g, "<id>")
    .replace(/\d+/g, "#");
}

/** One problem, the calls and callers that showed it, and the shortest request that did. */
type Failure = { problem: string; calls: Set<string>; personas: Set<string>; example: string };

class Failures {
  private readonly byKey = new Map<string, Failure>();

  get size() {
    return this.byKey.size;
  }

  add(problem: string, call: Call, persona: Persona, example: string): void {
    const key = failureKey(problem);
    let failure = this.byKey.get(key);
    if (!failure) {
      failure = { problem, calls: new Set(), personas: new Set(), example };
      this.byKey.set(key, failure);
    }
    failure.calls.add(callName(call));
    failure.personas.add(persona.name);
    if (example.length < failure.example.length) {
      failure.problem = problem;
      failure.example = example;
    }
  }

  /** One entry per distinct failure, readable in a test report. */
  lines(): string[] {
    return [...this.byKey.values()].map(
      (failure) =>
        `${failure.problem}\n    on ${[...failure.calls].join(", ")} (as ${[...failure.personas].join(", ")})` +
        `\n    e.g. ${failure.example}`,
    );
  }
}

const everyFailure = new Failures();

// ---------------------------------------------------------------------------------------------

async function fuzzAs(persona: Persona, personaIndex: number): Promise<string[]> {
  const failures = new Failures();
  await target.renewCredentials();
  for (const [callIndex, call] of calls.entries()) {
    const request = fc.tuple(plans.forCall(call), persona.credentials);
    await fc.assert(
      fc.asyncProperty(request, async ([plan, credentials]) => {
        const headers = credentials(target.tokens);
        const report = (problem: string) => {
          const example = `${callName(call)}: ${describeRequest(plan, headers)}`;
          failures.add(problem, call, persona, example);
          everyFailure.add(problem, call, persona, example);
        };
        let answer: Answer;
        try {
          answer = await target.send(plan, headers);
        } catch (error) {
          // The application let an error escape instead of answering.
          report(`threw ${String(error)}`);
          return;
        } finally {
          tally.requests++;
        }
        if (answer.status >= 500) tally.serverErrors++;
        for (const problem of problemsWith(call, answer, conformance.request(plan)))
          report(problem);
        // A refused sign-in may mean the fuzz signed this caller out or changed its password.
        if (answer.status === 401 && persona !== anonymous) await target.renewCredentials();
      }),
      // Each call and caller has its own seed, so that the requests of one do not shift when
      // another call is added.
      { seed: seed + personaIndex * 1000 + callIndex, numRuns: runsFor(persona, call) },
    );
  }
  return failures.lines();
}

const replay = `seed ${seed}, replay with API_FUZZ_SEED=${seed}`;
// Two minutes for each caller's run at the usual size; longer searches get longer.
const timeout = 120_000 * Math.max(1, runsScale);

describe(`every API call, fuzzed from its OpenAPI description, on ${database}`, () => {
  it("answers anonymous visitors in documented statuses and shapes, never with a 5xx", {
    timeout,
  }, async () => {
    expect(await fuzzAs(anonymous, 0), replay).toEqual([]);
  });

  it("answers a signed-in user in documented statuses and shapes, never with a 5xx", {
    timeout,
  }, async () => {
    expect(await fuzzAs(signedInUser, 1), replay).toEqual([]);
  });

  it("answers odd credentials, cookies and origins in documented statuses, never with a 5xx", {
    timeout,
  }, async () => {
    expect(await fuzzAs(oddCredentials, 2), replay).toEqual([]);
  });

  // Last: the administrator's writes create, change and delete the seeded data, which the
  // other callers' requests then no longer find. For one seed the sequence is the same.
  it("answers an administrator in documented statuses and shapes, never with a 5xx", {
    timeout,
  }, async () => {
    expect(await fuzzAs(administrator, 3), replay).toEqual([]);
  });
});
