// Whether a request and an answer match what the OpenAPI document says, judged with Ajv on the
// document's own JSON schemas (Ajv comes with @seriousme/openapi-schema-validator).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import {
  type BodyPlan,
  type Call,
  type JsonSchema,
  jsonRequestSchema,
  multipartRequestSchema,
  type OpenApiDocument,
  parametersOf,
  type RequestPlan,
} from "./openapi-fuzz.ts";

/** How a request stands against the document: conforming, refused by it (and why), or unclear. */
export type RequestConformance =
  | { conforms: true }
  | { conforms: false; reason: string }
  | { conforms: "unclear" };

const conforming: RequestConformance = { conforms: true };
const unclear: RequestConformance = { conforms: "unclear" };
const refused = (reason: string): RequestConformance => ({ conforms: false, reason });

/** What @hono/zod-openapi takes for a JSON body (any other content type is a 415). */
const jsonContentType = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/** A whole number written plainly in decimal, as a path or query parameter carries one. */
const decimalInteger = /^-?\d+$/;

const pointerToken = (token: string) =>
  encodeURIComponent(token.replace(/~/g, "~0").replace(/\//g, "~1"));

export class OpenApiConformance {
  private readonly ajv: Ajv2020;
  private readonly document: OpenApiDocument;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.document = document;
    // Lengths count code points, as JSON Schema and zod both count them. Formats are not
    // checked: Ajv's idea of an e-mail address is not zod's, and a format only narrows what the
    // API accepts, which the checks here do not need.
    this.ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false });
    this.ajv.addSchema(document as object, "openapi");
  }

  /** Validates a value against the schema at a JSON pointer of the document. */
  private validatorAt(pointer: string[]): ValidateFunction {
    const ref = `openapi#/${pointer.map(pointerToken).join("/")}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }

  /** The first error, as `.urls.fr must match pattern …` (empty path: the value itself). */
  private firstError(validate: ValidateFunction): string {
    const error = validate.errors?.[0];
    const where = (error?.instancePath ?? "")
      .split("/")
      .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"))
      .join(".");
    return `${where} ${error?.message ?? "does not match"}`;
  }

  /** The problem with a value at a pointer, or undefined when the schema accepts it. */
  problemAt(pointer: string[], value: unknown): string | undefined {
    const validate = this.validatorAt(pointer);
    return validate(value) ? undefined : this.firstError(validate);
  }

  /** The problem with a JSON answer against the call's documented schema for that status. */
  answerProblem(call: Call, status: number, mediaType: string, body: unknown): string | undefined {
    return this.problemAt(
      [
        "paths",
        call.path,
        call.method.toLowerCase(),
        "responses",
        String(status),
        "content",
        mediaType,
        "schema",
      ],
      body,
    );
  }

  /** Does the request match the call's parameters and request body as documented? */
  request(plan: RequestPlan): RequestConformance {
    const verdicts = [
      this.pathParameters(plan),
      this.queryParameters(plan),
      this.requestBody(plan),
    ];
    return (
      verdicts.find((verdict) => verdict.conforms === false) ??
      verdicts.find((verdict) => verdict.conforms === "unclear") ??
      conforming
    );
  }

  /** A parameter's text against its schema: whole numbers must be written in plain decimal. */
  private parameterProblem(
    schema: JsonSchema,
    pointer: string[],
    text: string,
  ): string | undefined {
    const type = this.resolvedType(schema);
    if (type === "integer" || type === "number") {
      if (!decimalInteger.test(text) || !Number.isSafeInteger(Number(text))) {
        return ` ${JSON.stringify(text.slice(0, 40))} is not a whole number in decimal`;
      }
      return this.problemAt(pointer, Number(text));
    }
    return this.problemAt(pointer, text);
  }

  private resolvedType(schema: JsonSchema): string | undefined {
    const name = schema.$ref?.replace("#/components/schemas/", "");
    const resolved = name ? (this.document.components?.schemas?.[name] ?? {}) : schema;
    return Array.isArray(resolved.type) ? undefined : resolved.type;
  }

  private parameterPointer(call: Call, name: string, where: "path" | "query"): string[] {
    const index = (call.operation.parameters ?? []).findIndex(
      (parameter) => parameter.name === name && parameter.in === where,
    );
    return ["paths", call.path, call.method.toLowerCase(), "parameters", String(index), "schema"];
  }

  private pathParameters(plan: RequestPlan): RequestConformance {
    for (const parameter of parametersOf(plan.call, "path")) {
      const raw = plan.pathParams[parameter.name] ?? "";
      // An empty or dot segment changes which route the URL names.
      if (raw === "" || /^(\.|%2e){1,2}$/i.test(raw)) return unclear;
      let text: string;
      try {
        text = decodeURIComponent(raw);
      } catch {
        // Not UTF-8: no number, and a text whose reading is the framework's choice.
        const type = this.resolvedType(parameter.schema);
        if (type !== "integer" && type !== "number") return unclear;
        return refused(`path.${parameter.name} ${raw} is not valid percent-encoded UTF-8`);
      }
      const pointer = this.parameterPointer(plan.call, parameter.name, "path");
      const problem = this.parameterProblem(parameter.schema, pointer, text);
      if (problem) return refused(`path.${parameter.name}${problem}`);
    }
    return conforming;
  }

  private queryParameters(plan: RequestPlan): RequestConformance {
    const pairs = plan.query
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      });
    for (const parameter of parametersOf(plan.call, "query")) {
      const values = pairs
        .filter(([name]) => name === parameter.name)
        .map(([, value]) => value ?? "");
      if (values.length === 0) {
        if (parameter.required) return refused(`query.${parameter.name} is missing`);
        continue;
      }
      // Which of repeated values counts, and how broken escapes read, is the framework's choice.
      if (values.length > 1) return unclear;
      const raw = values[0] ?? "";
      let text: string;
      try {
        text = decodeURIComponent(raw.replace(/\+/g, " "));
      } catch {
        return unclear;
      }
      const pointer = this.parameterPointer(plan.call, parameter.name, "query");
      const problem = this.parameterProblem(parameter.schema, pointer, text);
      if (problem) return refused(`query.${parameter.name}${problem}`);
    }
    return conforming;
  }

  private requestBody(plan: RequestPlan): RequestConformance {
    const { call, body } = plan;
    const required = call.operation.requestBody?.required === true;
    if (multipartRequestSchema(call)) {
      if (body.kind === "none") return required ? refused("the body is missing") : conforming;
      // Whether a file is a picture is for the upload to find out.
      return body.kind === "multipart" ? unclear : refused("the body is not multipart/form-data");
    }
    const schema = jsonRequestSchema(call);
    if (!schema) return conforming; // no body is read: whatever is sent is ignored
    return this.jsonBody(call, body, required);
  }

  private jsonBody(call: Call, body: BodyPlan, required: boolean): RequestConformance {
    const pointer = [
      "paths",
      call.path,
      call.method.toLowerCase(),
      "requestBody",
      "content",
      "application/json",
      "schema",
    ];
    // The framework reads a required body that is not there as `{}`: a call whose fields are
    // all optional takes it as the empty change the document allows. Only a body that `{}`
    // does not satisfy is refused for missing.
    const missing = () =>
      !required
        ? conforming
        : this.problemAt(pointer, {})
          ? refused("the body is missing")
          : unclear;
    if (body.kind === "none") return missing();
    if (body.kind === "multipart") return refused("the body is not JSON");
    const empty = body.kind === "text" ? body.text === "" : body.bytes.length === 0;
    // Without a content type, an empty body is no body at all.
    if (!body.contentType && empty) return missing();
    if (!body.contentType || !jsonContentType.test(body.contentType)) {
      return refused(`the content type ${JSON.stringify(body.contentType ?? "")} is not JSON`);
    }
    let text: string;
    try {
      // Read as fetch's Request.json() reads it: UTF-8, a leading byte order mark dropped.
      const bytes = body.kind === "text" ? new TextEncoder().encode(body.text) : body.bytes;
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return refused("the body is not UTF-8");
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return refused("the body is not JSON");
    }
    const problem = this.problemAt(pointer, value);
    return problem ? refused(`body${problem}`) : conforming;
  }
}
