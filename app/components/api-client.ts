// Calls to the site's own REST API from the browser, signed in by the session cookie. A refusal
// becomes an ApiCallError carrying the server's message and its per-field messages, so a form
// can show each message under its field. Client-safe.
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export class ApiCallError extends Error {
  readonly status: number;
  /** Field path (without the leading `body.`) → message, e.g. `Attributes.0.attribute_value`. */
  readonly fieldErrors: FieldErrors;
  /** Every per-field message in the order the server listed them, several for one field too. */
  readonly messages: readonly string[];

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    messages: readonly string[] = [],
  ) {
    super(message);
    this.name = "ApiCallError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.messages = messages;
  }
}

/** §8: a request that gets no answer fails with "no response". */
export const noResponseMessage = "no response";

type ErrorBody = { error?: string; errors?: { path: string; message: string }[] };

function toCallError(status: number, body: ErrorBody | undefined): ApiCallError {
  const fieldErrors: FieldErrors = {};
  for (const { path, message } of body?.errors ?? []) {
    const field = path.replace(/^(body|json|param|query)\.?/, "");
    fieldErrors[field] ??= message;
  }
  return new ApiCallError(
    status,
    body?.error ?? `Error: ${status}`,
    fieldErrors,
    (body?.errors ?? []).map(({ message }) => message),
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `callApi("PUT", "/products/4", product, productAnswerSchema)` → the answer's JSON, typed by
 * the schema the API declares its answer with, or throws ApiCallError. The answer is typed, not
 * parsed: the API's handler is already held to that schema when it is compiled, and once the
 * server has made a change, a second check in the browser must not turn it into a "not saved".
 */
export async function callApi<Answer extends z.ZodType>(
  method: string,
  path: string,
  body: unknown,
  answer: Answer,
): Promise<z.infer<Answer>>;
/** A call whose answer is not read (a deletion), or is read by an untyped caller. */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T>;
export async function callApi(method: string, path: string, body?: unknown): Promise<unknown> {
  return send(method, path, body);
}

/**
 * `readApi("/products/search?q=nbr", signal)` → the answer of a GET that a newer one may make
 * moot: aborting `signal` drops it (the search box's suggestions, one per pause in the typing).
 * Typed by its caller: a public page does not bring the API's schemas, nor zod, to the browser.
 */
export function readApi<T>(path: string, signal?: AbortSignal): Promise<T> {
  return send("GET", path, undefined, signal) as Promise<T>;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiCallError(0, noResponseMessage);
  }
  const json = await readJson(response);
  if (!response.ok) throw toCallError(response.status, json as ErrorBody | undefined);
  return json;
}

export type StoredPicture = { id: number; width: number; height: number; mimeType: string };

/**
 * Uploads a picture to /api/resources, reporting progress from 0 to 1. XMLHttpRequest, because
 * fetch still cannot report the progress of what it sends.
 */
export function uploadPicture(
  file: File,
  onProgress: (share: number) => void,
): Promise<StoredPicture> {
  return postFile<StoredPicture>("/resources", file, onProgress);
}

/**
 * Posts a file to an API call in the multipart field `file`, reporting the share sent from 0
 * to 1; 1 once the whole file is sent, while the server works on it.
 */
export function postFile<T>(
  path: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api${path}`);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.upload.addEventListener("load", () => onProgress(1));
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else reject(toCallError(request.status, request.response as ErrorBody | undefined));
    });
    request.addEventListener("error", () => reject(new ApiCallError(0, noResponseMessage)));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
