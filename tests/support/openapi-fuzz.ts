// Requests drawn from an OpenAPI document with fast-check: each call's bodies, query strings
// and path parameters come from the call's own JSON schemas — values that satisfy them, values
// broken at one spot (a wrong type, a missing or extra field, a string one past its limit),
// and junk that no schema expects (huge and odd unicode strings, odd numbers, odd path ids,
// broken JSON, wrong content types, junk files for uploads). A call added to the API is drawn
// from as soon as the document lists it.
import fc from "fast-check";

// ---------------------------------------------------------------------------------------------
// The part of OpenAPI 3.1 and JSON Schema the generated document uses.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  example?: unknown;
};

export type MediaContent = Record<string, { schema?: JsonSchema }>;

export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  "x-access"?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: MediaContent };
  responses: Record<string, { content?: MediaContent }>;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One call of the document: `POST /categories/create` and how it is described. */
export type Call = { method: string; path: string; operation: Operation; access: string };

export function callsOf(document: OpenApiDocument): Call[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
      access: operation["x-access"] ?? "public",
    })),
  );
}

export const callName = (call: Pick<Call, "method" | "path">) => `${call.method} ${call.path}`;

export function jsonRequestSchema(call: Call): JsonSchema | undefined {
  return call.operation.requestBody?.content["application/json"]?.schema;
}

export function multipartRequestSchema(call: Call): JsonSchema | undefined {
  return call.operation.requestBody?.content["multipart/form-data"]?.schema;
}

export function parametersOf(call: Call, where: Parameter["in"]): Parameter[] {
  return (call.operation.parameters ?? []).filter((parameter) => parameter.in === where);
}

// ---------------------------------------------------------------------------------------------
// JSON text, including tokens JSON.stringify cannot write.

/** A JSON token written as is: `-0`, `1e1`, `1e400` (which parses to Infinity), deep nesting. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of a value that may hold RawJson tokens; own `__proto__` keys are kept. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`,
    );
    return `{${members.join(",")}}`;
  }
  // undefined and functions have no JSON: written as null, as JSON.stringify does in arrays.
  return JSON.stringify(value) ?? "null";
}

/**
 * Percent-encodes a path segment or query value. A lone surrogate, which encodeURIComponent
 * refuses, becomes the three bytes it would take in WTF-8 — bytes that are not valid UTF-8.
 */
export function percentEncode(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

// ---------------------------------------------------------------------------------------------
// Junk that no schema of the shop expects.

export const hugeLength = 100_000;

/** Strings that trip up parsers, databases, case folding, length checks and logs. */
export const oddStrings: readonly string[] = [
  "",
  " ",
  "\t\r\n",
  "x".repeat(hugeLength),
  "é".repeat(hugeLength),
  "🧪".repeat(hugeLength / 2),
  "🧪🦆 👩🏽‍🔬 🏳️‍🌈 🇧🇪",
  "\u202eexe.gnp\u202c", // right-to-left override
  "שלום עולם",
  "مرحبا بالعالم",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307", // a letter under seven combining marks
  "Z\u0336\u0321\u0327\u031b\u0316\u0317\u0318\u0319\u031c\u031d\u031e\u031f\u0320",
  "\ud800", // lone surrogates: JSON.stringify writes them as \ud800 escapes
  "\udfff",
  "a\ud83db",
  "\udc00\ud800",
  "\u2028\u2029",
  "\ufeffbom",
  "\uffff\ufffe",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "%00",
  "%s%n%x",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "\u0024{7*7}{{7*7}}", // template injection
  "\\",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "0x10",
  "1e1",
  "-0",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "  padded  ",
  "İ", // lower-cases to two code units
  "ß",
  "ﬃ",
  "ＦＵＬＬ",
  "a".repeat(256),
  "a/b?c#d e",
  "\r\nSet-Cookie: x=1",
];

/**
 * Strings an editor types that the shop reads as more than text: numbers as a numeric
 * attribute's value may be written (a decimal comma, a sign, a bare point, a minus sign) or not
 * (an exponent, a unit, more digits than a double holds), and `{{name}}` placeholders, which a
 * translation must take from its English text. Valid wherever a schema takes any string.
 */
export const editorStrings: readonly string[] = [
  "2,5",
  "-500",
  "+3",
  ",5",
  "12.50",
  "\u221240",
  "1e3",
  "20 mm",
  "9".repeat(400),
  "{{quantity}}",
  "Ajouté ({{quantite}} pièces)",
  "{{ name }} × {{count}}",
  "{{}} {{a b}}",
];

/** Number tokens at the edges: negative zero, exponents, beyond 32 and 53 bits, beyond double. */
export const oddNumbers: readonly RawJson[] = [
  "0",
  "-0",
  "-1",
  "1.5",
  "1e1",
  "1E+2",
  "-1e-7",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999",
  "1e308",
  "1e400",
  "-1e400",
  "5e-324",
  "0.30000000000000004",
].map((text) => new RawJson(text));

/** Path ids that only look like numbers, or climb out of the path. */
export const oddPathIds: readonly string[] = [
  "0",
  "-1",
  "0x10",
  "1e1",
  "1.5",
  "1.0",
  "+1",
  "%201",
  "1%20",
  "01",
  "99999999999999999999",
  "2147483648",
  "9007199254740993",
  "%00",
  "1%00",
  "..%2F",
  "..%2F..%2Fetc%2Fpasswd",
  "NaN",
  "Infinity",
  "%EF%BC%91", // a full-width 1
  "%D9%A1", // an Arabic-Indic 1
  "1;2",
  "1,2",
  "%",
  "%zz",
  "%E0%A4%A",
  "true",
  "null",
  "x".repeat(5000),
];

const deepArray = (depth: number) => new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);

/** Values of every JSON type, nested junk and prototype keys. */
const nestedJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    deepArray(10_000),
    deepObject(5_000),
    Object.fromEntries([["__proto__", { isAdmin: true, roles: ["Admin"] }]]),
    { constructor: { prototype: { isAdmin: true } } },
    [null, [], {}, [[[]]], { "": "" }],
    Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, index])),
  ),
);

const randomText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

/** NUL and other control characters: text columns, logs and terminals each take them badly. */
export const controlStrings: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "title\u0000",
  "\u0001\u0002\u0003\u001b[31m\u001f\u007f",
  "line\r\nbreak\ttab",
  "\u0085\u009f",
];

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...controlStrings) },
  { weight: 1, arbitrary: randomText },
);

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  { weight: 2, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: nestedJunk },
);

// ---------------------------------------------------------------------------------------------
// Values drawn from a schema.

/** A value the server holds: a key, an id. */
export type KnownValue = string | number;

export class SchemaArbitraries {
  private readonly document: OpenApiDocument;
  // Arbitraries are built once per schema and depth: building one for every draw (as `chain`
  // would) costs more than drawing from it, and the huge strings at limits are made once.
  private readonly validArbitraries = new Map<string, fc.Arbitrary<unknown>>();
  private readonly mutantArbitraries = new Map<string, fc.Arbitrary<unknown>>();
  private readonly schemaIds = new WeakMap<JsonSchema, number>();
  private nextSchemaId = 0;
  private readonly knownValues: Readonly<Record<string, readonly KnownValue[]>>;

  /**
   * `knownValues`: values the server holds that a property of that name may take, when its
   * schema takes their type (`key_code`: keys whose English text has placeholders), so that
   * rules reading stored data are reached, not only refusals of names that match nothing.
   */
  constructor(
    document: OpenApiDocument,
    knownValues: Readonly<Record<string, readonly KnownValue[]>> = {},
  ) {
    this.document = document;
    this.knownValues = knownValues;
  }

  private remembered(
    store: Map<string, fc.Arbitrary<unknown>>,
    schema: JsonSchema,
    depth: number,
    build: () => fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> {
    let id = this.schemaIds.get(schema);
    if (id === undefined) {
      id = this.nextSchemaId++;
      this.schemaIds.set(schema, id);
    }
    const key = `${id}/${depth}`;
    let arbitrary = store.get(key);
    if (!arbitrary) {
      arbitrary = build();
      store.set(key, arbitrary);
    }
    return arbitrary;
  }

  resolve(schema: JsonSchema): JsonSchema {
    let resolved = schema;
    for (let hops = 0; resolved.$ref && hops < 20; hops++) {
      const name = resolved.$ref.replace("#/components/schemas/", "");
      const target = this.document.components?.schemas?.[name];
      if (!target) throw new Error(`Unknown schema reference ${resolved.$ref}`);
      resolved = target;
    }
    return resolved;
  }

  private typesOf(schema: JsonSchema): string[] {
    if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
    if (schema.properties) return ["object"];
    if (schema.items) return ["array"];
    return [];
  }

  /** A value the schema accepts (nearly always: business rules still apply). */
  valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    return this.remembered(this.validArbitraries, schema, depth, () =>
      this.freshValid(schema, depth),
    );
  }

  private freshValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    if (depth > 6) return fc.constant(null);
    if (s.enum) return fc.constantFrom(...s.enum);
    if ("const" in s) return fc.constant(s.const);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return fc.oneof(...branches.map((branch) => this.valid(branch, depth + 1)));
    if (s.allOf) return this.valid(this.merged(s.allOf), depth + 1);
    const types = this.typesOf(s);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    // A nullable field is mostly given a value: null is the easy case.
    return fc.oneof(
      ...types.map((type) => ({
        weight: type === "null" ? 1 : 3,
        arbitrary: this.validOfType(type, s, depth),
      })),
    );
  }

  private merged(schemas: JsonSchema[]): JsonSchema {
    return Object.assign({}, ...schemas.map((part) => this.resolve(part)));
  }

  private validOfType(type: string, s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return this.validInteger(s);
      case "number":
        return fc.oneof(
          this.validInteger(s),
          fc.double({
            min: s.minimum ?? -1e9,
            max: s.maximum ?? 1e9,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
      case "string":
        return this.validString(s);
      case "array": {
        // Short lists, often empty: each item that names something (a picture, a category)
        // is one more chance for the whole request to be refused before it gets far.
        const minLength = s.minItems ?? 0;
        const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
        const items = fc.array(this.valid(s.items ?? {}, depth + 1), { minLength, maxLength });
        return minLength > 0 ? items : fc.oneof(fc.constant([]), items);
      }
      case "object":
        return this.validObject(s, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** Small values first: ids of seeded data are small, so most of them name something real. */
  private validInteger(s: JsonSchema): fc.Arbitrary<number> {
    const min =
      s.minimum ?? (s.exclusiveMinimum === undefined ? -1000 : Math.floor(s.exclusiveMinimum) + 1);
    const max =
      s.maximum ??
      (s.exclusiveMaximum === undefined ? min + 5000 : Math.ceil(s.exclusiveMaximum) - 1);
    const examples = typeof s.example === "number" ? [s.example] : [];
    const small = Math.max(min, 0);
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: small, max: Math.min(max, small + 30) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
      ...examples.map((example) => ({ weight: 1, arbitrary: fc.constant(example) })),
    );
  }

  private validString(s: JsonSchema): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = s.maxLength ?? Number.POSITIVE_INFINITY;
    const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
    if (s.format === "email") {
      const plain = fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.stringMatching(/^[a-z]{1,12}$/))
        .map(([local, domain]) => `${local}@${domain}.example`);
      return fc.oneof(plain, fc.emailAddress()).filter(fits);
    }
    if (s.format === "date-time" || s.format === "date") {
      const dates = fc.date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2099-12-31T23:59:59Z"),
        noInvalidDate: true,
      });
      return dates.map((date) =>
        s.format === "date" ? date.toISOString().slice(0, 10) : date.toISOString(),
      );
    }
    const examples = typeof s.example === "string" ? [s.example] : [];
    if (s.pattern) {
      const matching = fc.stringMatching(new RegExp(s.pattern)).filter(fits);
      return examples.length ? fc.oneof(matching, fc.constantFrom(...examples)) : matching;
    }
    const shortMax = Math.min(maxLength, Math.max(minLength, 0) + 30);
    const ascii = fc.string({ unit: "grapheme-ascii", minLength, maxLength: shortMax });
    return fc
      .oneof(
        { weight: 3, arbitrary: ascii },
        { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength: shortMax }) },
        // A schema without a pattern allows any character: NUL and control characters too.
        {
          weight: 1,
          arbitrary: fc
            .tuple(ascii, fc.constantFrom(...controlStrings))
            .map(([text, control]) => `${text}${control}`),
        },
        { weight: 1, arbitrary: fc.constantFrom(...editorStrings) },
        ...examples.map((example) => ({ weight: 1, arbitrary: fc.constant(example) })),
      )
      .filter(fits);
  }

  private validObject(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = Object.entries(s.properties ?? {});
    const model = Object.fromEntries(
      properties.map(([key, property]) => {
        const valid = this.valid(property, depth + 1);
        const types = this.typesOf(this.resolve(property));
        const known = (this.knownValues[key] ?? []).filter((value) =>
          typeof value === "string"
            ? types.includes("string")
            : types.includes("integer") || types.includes("number"),
        );
        return [key, known.length === 0 ? valid : fc.oneof(valid, fc.constantFrom(...known))];
      }),
    );
    const known = fc.record(model, { requiredKeys: s.required ?? [] });
    const additional = s.additionalProperties;
    if (additional === undefined || additional === false) return known;
    const value =
      additional === true ? fc.jsonValue({ maxDepth: 2 }) : this.valid(additional, depth + 1);
    return fc
      .tuple(known, fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 }))
      .map(([record, extra]) =>
        Object.fromEntries([...Object.entries(extra), ...Object.entries(record)]),
      );
  }

  /**
   * A value broken at one spot, chosen anywhere in the schema's tree: a wrong type, a value
   * just past a limit, a missing required field — or junk. Extra unknown fields are added too:
   * the API ignores them, so those stay valid.
   */
  mutant(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    return this.remembered(this.mutantArbitraries, schema, depth, () =>
      this.freshMutant(schema, depth),
    );
  }

  private freshMutant(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const options: fc.WeightedArbitrary<unknown>[] = [
      { weight: 2, arbitrary: junkValue },
      { weight: 2, arbitrary: this.wrongType(s) },
    ];
    if (depth > 6) return fc.oneof(...options);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      options.push({
        weight: 2,
        arbitrary: fc.oneof(...branches.map((b) => this.mutant(b, depth + 1))),
      });
    }
    const types = this.typesOf(s);
    if (s.enum) options.push({ weight: 3, arbitrary: this.nearEnum(s.enum) });
    if (types.includes("object") && s.properties) {
      options.push({ weight: 6, arbitrary: this.objectWithOneMutant(s, depth) });
      const required = s.required ?? [];
      if (required.length > 0) {
        options.push({
          weight: 3,
          arbitrary: fc
            .tuple(this.valid(s, depth), fc.constantFrom(...required))
            .map(([value, missing]) => withoutKey(value, missing)),
        });
      }
      options.push({
        weight: 1,
        arbitrary: fc
          .tuple(
            this.valid(s, depth),
            fc.dictionary(
              junkString.filter((k) => k.length < 300),
              junkValue,
              { minKeys: 1, maxKeys: 3 },
            ),
          )
          .map(([value, extra]) => ({
            ...(value as object),
            ...Object.fromEntries(Object.entries(extra)),
          })),
      });
    }
    if (types.includes("array")) options.push({ weight: 3, arbitrary: this.arrayMutant(s, depth) });
    if (types.includes("string") && !s.enum) {
      options.push({ weight: 3, arbitrary: this.stringAtLimits(s) });
      options.push({ weight: 4, arbitrary: junkString });
    }
    if (types.includes("integer") || types.includes("number")) {
      options.push({ weight: 3, arbitrary: this.numberAtLimits(s) });
    }
    return fc.oneof(...options);
  }

  private objectWithOneMutant(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const keys = Object.keys(s.properties ?? {});
    return fc
      .constantFrom(...keys)
      .chain((broken) =>
        fc
          .tuple(this.valid(s, depth), this.mutant(s.properties?.[broken] ?? {}, depth + 1))
          .map(([value, mutant]) => ({ ...(value as object), [broken]: mutant })),
      );
  }

  private arrayMutant(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const item = s.items ?? {};
    const options: fc.Arbitrary<unknown>[] = [
      fc
        .tuple(
          fc.array(this.valid(item, depth + 1), { maxLength: 2 }),
          this.mutant(item, depth + 1),
        )
        .map(([items, broken]) => [...items, broken]),
    ];
    if (s.maxItems !== undefined && s.maxItems < 1000) {
      const tooMany = s.maxItems + 1;
      options.push(
        fc.array(this.valid(item, depth + 1), { minLength: tooMany, maxLength: tooMany }),
      );
    }
    if (s.minItems) {
      options.push(fc.array(this.valid(item, depth + 1), { maxLength: s.minItems - 1 }));
    }
    return fc.oneof(...options);
  }

  private nearEnum(values: unknown[]): fc.Arbitrary<unknown> {
    const strings = values.filter((value): value is string => typeof value === "string");
    const near = strings.flatMap((value) => [
      value.toUpperCase(),
      ` ${value}`,
      `${value}\u0000`,
      `${value}x`,
    ]);
    return fc.constantFrom("", ...near, ...(strings.length ? [] : ["0", "1"]));
  }

  /** Strings exactly at and one past their length limits, at full length in wide characters. */
  private stringAtLimits(s: JsonSchema): fc.Arbitrary<string> {
    const lengths = [s.maxLength, s.maxLength === undefined ? undefined : s.maxLength + 1];
    if (s.minLength) lengths.push(s.minLength - 1);
    const sized = lengths
      .filter((length): length is number => length !== undefined && length <= 2 * hugeLength)
      .flatMap((length) => [
        "x".repeat(length),
        "é".repeat(length),
        "🧪".repeat(Math.ceil(length / 2)),
      ]);
    return sized.length ? fc.constantFrom(...sized) : junkString;
  }

  private numberAtLimits(s: JsonSchema): fc.Arbitrary<unknown> {
    const edges: unknown[] = [...oddNumbers];
    if (s.minimum !== undefined) edges.push(s.minimum - 1);
    if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum);
    if (s.maximum !== undefined) edges.push(s.maximum + 1);
    if (s.exclusiveMaximum !== undefined) edges.push(s.exclusiveMaximum);
    edges.push("5", "0x10", "1e1", "NaN", "Infinity", "-0", " 1");
    return fc.constantFrom(...edges);
  }

  /** A value of a JSON type the schema does not allow (or junk when it allows them all). */
  wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
    const allowed = new Set(this.typesOf(this.resolve(schema)));
    const samples: [string, fc.Arbitrary<unknown>][] = [
      ["null", fc.constant(null)],
      ["boolean", fc.boolean()],
      ["number", fc.oneof(fc.integer(), fc.constantFrom(1.5, -1))],
      ["string", junkString],
      ["array", fc.constantFrom([], [1, "a"], [[null]])],
      ["object", fc.constantFrom({}, { a: { b: [null] } })],
    ];
    const wrong = samples.filter(
      ([type]) => !allowed.has(type) && !(type === "number" && allowed.has("integer")),
    );
    return wrong.length ? fc.oneof(...wrong.map(([, arbitrary]) => arbitrary)) : junkValue;
  }
}

function withoutKey(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
}

// ---------------------------------------------------------------------------------------------
// Whole requests.

/** A file part of a multipart body; `bytes` is drawn lazily by name when it is large. */
export type FilePart = { name: string; fileName: string; type: string; content: FileContent };
export type FileContent =
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "picture"; index: number }
  | { kind: "zeros"; size: number };
export type TextPart = { name: string; text: string };

export type BodyPlan =
  | { kind: "none" }
  | { kind: "text"; contentType: string | undefined; text: string }
  | { kind: "bytes"; contentType: string | undefined; bytes: Uint8Array }
  | { kind: "multipart"; parts: (FilePart | TextPart)[] };

export type RequestPlan = {
  call: Call;
  /** Raw, already percent-encoded path segments by parameter name. */
  pathParams: Record<string, string>;
  /** The raw query string, without `?`. */
  query: string;
  body: BodyPlan;
  /** Request headers beyond credentials: Accept, If-None-Match. */
  headers: Record<string, string>;
};

export function urlOf(plan: RequestPlan): string {
  const path = plan.call.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => plan.pathParams[name] ?? "",
  );
  return `/api${path}${plan.query ? `?${plan.query}` : ""}`;
}

const jsonContentTypes = ["application/json", "application/json; charset=utf-8"];
const otherContentTypes = [
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json; charset=utf-16",
  "application/json;",
  "application/jsonx",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data",
  "image/png",
  "",
];

/** Bodies that are not JSON, or JSON no parser should enjoy. */
const rawJunkBodies: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        "",
        "{",
        '{"a":',
        "nul",
        "\ufeff{}",
        "{} {}",
        "{'a': 1}",
        '{"a":1,"a":2}',
        "\u0000",
        "NaN",
        "-",
        "1e400",
        '"\\ud800"',
        '{"user":{"email":"\\u0000","password":"\\udfff"}}',
        deepArray(200_000).text,
        deepObject(50_000).text,
      ),
      fc.constantFrom(...jsonContentTypes),
    )
    .map(([text, contentType]): BodyPlan => ({ kind: "text", contentType, text })),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          Uint8Array.of(0xff, 0xfe, 0x00, 0x7b),
          Uint8Array.of(0x7b, 0x22, 0xc0, 0xaf, 0x22),
        ),
        fc.uint8Array({ maxLength: 64 }),
      ),
      fc.constantFrom(...jsonContentTypes),
    )
    .map(([bytes, contentType]): BodyPlan => ({ kind: "bytes", contentType, bytes })),
  // Just over the API's 1 MB limit for JSON bodies.
  fc.constant(1024 * 1024 + 1).map(
    (size): BodyPlan => ({
      kind: "text",
      contentType: "application/json",
      text: `"${"x".repeat(size)}"`,
    }),
  ),
);

const oddFileNames = [
  "picture.png",
  "",
  "../../etc/passwd",
  "a\u0000.png",
  "🧪.jpg",
  "\u202egnp.exe",
  `${"x".repeat(1000)}.png`,
  "CON.png",
  "x.png.exe",
];
const fileTypes = [
  "image/png",
  "image/jpeg",
  "text/plain",
  "application/octet-stream",
  "",
  "image/svg+xml",
];

/** What an upload widget might be handed: real pictures and files that only pretend to be. */
function fileContent(
  pictureCount: number,
  junkFiles: readonly Uint8Array[],
): fc.Arbitrary<FileContent> {
  const text = (value: string) => new TextEncoder().encode(value);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .nat({ max: Math.max(pictureCount - 1, 0) })
        .map((index): FileContent => ({ kind: "picture", index })),
    },
    {
      weight: 8,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            new Uint8Array(0),
            text("not a picture"),
            text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            text("<html><script>alert(1)</script></html>"),
            Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
            Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00),
            text("GIF89a"),
            text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
            ...junkFiles,
          ),
          fc.uint8Array({ minLength: 1, maxLength: 2048 }),
        )
        .map((bytes): FileContent => ({ kind: "bytes", bytes })),
    },
    // Over the 15 MB picture limit: made only when sent.
    { weight: 1, arbitrary: fc.constant<FileContent>({ kind: "zeros", size: 16 * 1024 * 1024 }) },
  );
}

export type PlanOptions = {
  /** How many real pictures the sender can attach (FileContent "picture"). */
  pictureCount: number;
  /** Files that only pretend to be pictures: a pixel bomb, a truncated JPEG. */
  junkFiles: readonly Uint8Array[];
  /** Values the server holds, by the name of the property that may take them. */
  knownValues?: Readonly<Record<string, readonly KnownValue[]>>;
};

export class RequestPlans {
  private readonly schemas: SchemaArbitraries;
  private readonly options: PlanOptions;

  constructor(document: OpenApiDocument, options: PlanOptions) {
    this.schemas = new SchemaArbitraries(document, options.knownValues);
    this.options = options;
  }

  /** Requests for one call: valid ones, ones broken at one spot, and junk. */
  forCall(call: Call): fc.Arbitrary<RequestPlan> {
    const pathNames = parametersOf(call, "path");
    const pathParams = fc.record(
      Object.fromEntries(
        pathNames.map((parameter) => [parameter.name, this.pathSegment(parameter)]),
      ),
    );
    return fc
      .record({
        pathParams,
        query: this.queryString(call),
        body: this.body(call),
        headers: this.headers(call),
      })
      .map((parts) => ({ call, ...parts }));
  }

  private pathSegment(parameter: Parameter): fc.Arbitrary<string> {
    const schema = this.schemas.resolve(parameter.schema);
    const isInteger = schema.type === "integer" || schema.type === "number";
    const valid = this.schemas.valid(schema).map((value) => percentEncode(String(value)));
    const odd = isInteger
      ? fc.constantFrom(...oddPathIds)
      : fc.oneof(junkString.map(percentEncode), fc.constantFrom(...oddPathIds));
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: odd });
  }

  private queryValue(parameter: Parameter): fc.Arbitrary<string> {
    const schema = this.schemas.resolve(parameter.schema);
    const asText = (value: unknown) =>
      value instanceof RawJson ? value.text : typeof value === "string" ? value : jsonText(value);
    return fc.oneof(
      {
        weight: 4,
        arbitrary: this.schemas.valid(schema).map((value) => percentEncode(asText(value))),
      },
      {
        weight: 3,
        arbitrary: this.schemas.mutant(schema).map((value) => percentEncode(asText(value))),
      },
      { weight: 1, arbitrary: fc.constantFrom(...oddPathIds, "%", "%zz", "%E0%A4%A", "a+b", "") },
    );
  }

  private queryString(call: Call): fc.Arbitrary<string> {
    const parameters = parametersOf(call, "query");
    const pairs = parameters.map((parameter) =>
      fc.oneof(
        { weight: parameter.required ? 0 : 1, arbitrary: fc.constant<string[]>([]) },
        {
          weight: 5,
          arbitrary: this.queryValue(parameter).map((value) => [`${parameter.name}=${value}`]),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(this.queryValue(parameter), this.queryValue(parameter))
            .map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]),
        },
        { weight: 1, arbitrary: fc.constant([parameter.name]) },
      ),
    );
    const extra = fc.oneof(
      { weight: 4, arbitrary: fc.constant<string[]>([]) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(junkString, junkString)
          .map(([name, value]) => [`${percentEncode(name)}=${percentEncode(value)}`]),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(["&&&"], ["=x"], ["%"], ["a=%E0%A4%A"], ["cachedOn=1"]),
      },
    );
    return fc
      .tuple(fc.tuple(...pairs), extra)
      .map(([known, more]) => [...known.flat(), ...more].join("&"));
  }

  private body(call: Call): fc.Arbitrary<BodyPlan> {
    const json = jsonRequestSchema(call);
    const multipart = multipartRequestSchema(call);
    const none = fc.constant<BodyPlan>({ kind: "none" });
    if (call.method === "GET" || call.method === "HEAD") return none;
    const jsonPlan = (value: unknown, contentType = "application/json"): BodyPlan => ({
      kind: "text",
      contentType,
      text: jsonText(value),
    });
    const options: fc.WeightedArbitrary<BodyPlan>[] = [
      { weight: 1, arbitrary: rawJunkBodies },
      { weight: 1, arbitrary: junkValue.map((value) => jsonPlan(value)) },
    ];
    if (json) {
      options.push(
        { weight: 5, arbitrary: this.schemas.valid(json).map((value) => jsonPlan(value)) },
        { weight: 8, arbitrary: this.schemas.mutant(json).map((value) => jsonPlan(value)) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              this.schemas.valid(json),
              fc.constantFrom(...otherContentTypes, ...jsonContentTypes),
            )
            .map(([value, contentType]) => jsonPlan(value, contentType)),
        },
        { weight: call.operation.requestBody?.required ? 1 : 2, arbitrary: none },
      );
    }
    if (multipart) {
      options.push(
        { weight: 10, arbitrary: this.multipartBody(multipart) },
        { weight: 1, arbitrary: none },
      );
    }
    if (!json && !multipart) options.push({ weight: 10, arbitrary: none });
    return fc.oneof(...options);
  }

  /** Form fields from the schema: junk files in binary fields, strings elsewhere. */
  private multipartBody(schema: JsonSchema): fc.Arbitrary<BodyPlan> {
    const s = this.schemas.resolve(schema);
    const files = fileContent(this.options.pictureCount, this.options.junkFiles);
    const partsFor = ([name, property]: [string, JsonSchema]) => {
      const resolved = this.schemas.resolve(property);
      if (resolved.format !== "binary") {
        return this.schemas
          .valid(resolved)
          .map((value): (FilePart | TextPart)[] => [{ name, text: String(value) }]);
      }
      const file = fc
        .record({
          fileName: fc.constantFrom(...oddFileNames),
          type: fc.constantFrom(...fileTypes),
          content: files,
        })
        .map((part): FilePart => ({ name, ...part }));
      return fc.oneof(
        { weight: 6, arbitrary: file.map((part) => [part]) },
        { weight: 1, arbitrary: fc.tuple(file, file).map((parts) => parts) },
        { weight: 1, arbitrary: junkString.map((text) => [{ name, text }]) },
        { weight: 1, arbitrary: fc.constant([]) },
      );
    };
    const extra = fc.oneof(
      { weight: 4, arbitrary: fc.constant<(FilePart | TextPart)[]>([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(junkString, junkString).map(([name, text]) => [{ name, text }]),
      },
    );
    return fc
      .tuple(fc.tuple(...Object.entries(s.properties ?? {}).map(partsFor)), extra)
      .map(([known, more]): BodyPlan => ({ kind: "multipart", parts: [...known.flat(), ...more] }));
  }

  /** Headers a picture call reads (Accept, If-None-Match); nothing for the others. */
  private headers(call: Call): fc.Arbitrary<Record<string, string>> {
    const answersImages = Object.values(call.operation.responses).some((response) =>
      Object.keys(response.content ?? {}).some((type) => type.startsWith("image/")),
    );
    if (!answersImages) return fc.constant({});
    return fc.record(
      {
        accept: fc.constantFrom(
          "image/avif,image/webp,*/*",
          "image/webp",
          "image/png",
          "*/*",
          "",
          "text/html",
          "image/*;q=0, junk;;",
        ),
        "if-none-match": fc.constantFrom("*", '"x"', 'W/"x", *', "", "\u00ff"),
      },
      { requiredKeys: [] },
    );
  }
}
