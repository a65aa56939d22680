// One file sent as multipart/form-data in the field `file`, as pictures and sheets are
// uploaded. The body is declared with a plain OpenAPI schema rather than zod: a zod body would
// make the library refuse other content types with a bare 415 and malformed bodies with a
// message naming no field, where an upload deserves a 400 that says what is wrong with `file`.
import type { Context } from "hono";
import { invalid } from "../domain/errors.ts";
import type { BodyLimit } from "./api-route.server.ts";

/** The field the file is sent in. */
export const uploadField = "file";

/** Room for the multipart framing around the largest file. */
const framingBytes = 256 * 1024;

/** A refusal of the upload, naming the field. */
function uploadRefused(message: string) {
  return invalid(message, [{ path: `body.${uploadField}`, message }]);
}

export type FileUploadRules = {
  /** What the file is, in a message: "Send the picture as multipart/form-data…". */
  what: string;
  /** The largest file accepted. */
  maxFileBytes: number;
  /** What a larger request is told. */
  tooLargeMessage: string;
  /** The request body's description in the OpenAPI document. */
  description: string;
};

/**
 * An upload call's body: its OpenAPI declaration, its size limit (the largest file plus the
 * framing, in place of the API's limit for JSON bodies) and its reading.
 */
export function fileUpload(rules: FileUploadRules) {
  const body = {
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          properties: { [uploadField]: { type: "string" as const, format: "binary" } },
          required: [uploadField],
        },
      },
    },
    required: true,
    description: rules.description,
  };
  const bodyLimit: BodyLimit = {
    maxBytes: rules.maxFileBytes + framingBytes,
    tooLarge: () => {
      throw uploadRefused(rules.tooLargeMessage);
    },
  };

  /** The file sent, or a 400 naming the field. */
  async function read(c: Context): Promise<File> {
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw uploadRefused(
        `Send the ${rules.what} as multipart/form-data, in the field ${uploadField}`,
      );
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw uploadRefused("The multipart/form-data body cannot be read");
    }
    const file = form.get(uploadField);
    if (file === null) throw uploadRefused(`The field ${uploadField} is missing`);
    if (typeof file === "string") {
      throw uploadRefused(`The field ${uploadField} must be a file, not text`);
    }
    return file;
  }

  return { body, bodyLimit, read };
}
