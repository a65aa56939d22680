// The real application, with real services on a real database holding the demo shop, for a
// fuzz test of its API: the callers it speaks as (kept signed in whatever the fuzz does to their
// accounts), sending a drawn request in-process, and what the server logged about a 500.

import { isNumericAttribute } from "../../app/modules/catalogue/numeric-attributes.ts";
import { articleKeys } from "../../app/modules/content/articles.schema.ts";
import { contactFormSchema } from "../../app/modules/enquiries/contact.schema.ts";
import { storeEnquiry } from "../../app/modules/enquiries/enquiries.service.server.ts";
import { placeholdersOf } from "../../app/modules/i18n/placeholders.ts";
import { pictureStorage } from "../../app/modules/pictures/picture-storage.server.ts";
import { knownSettingKeys } from "../../app/modules/settings/settings.schema.ts";
import { ensureFirstAdmin } from "../../app/modules/users/first-admin.server.ts";
import { createUser } from "../../app/modules/users/users.service.server.ts";
import { createApp } from "../../app/server/app.server.ts";
import { seedDatabase } from "../../database/seed/seed.server.ts";
import { adminCredentials, userCredentials } from "./api-client.ts";
import type { KnownValue, OpenApiDocument, RequestPlan } from "./openapi-fuzz.ts";
import { urlOf } from "./openapi-fuzz.ts";
import { makePicture, pixelBombPng, truncatedJpeg } from "./pictures.ts";
import { createTestServices, type TestServices } from "./test-services.ts";

export type Answer = {
  status: number;
  contentType: string;
  /** The body as text; empty for pictures. */
  text: string;
  requestId: string | null;
};

/** Tokens of the admin, the user, the service account, and of a user deleted since. */
export type Tokens = { admin: string; user: string; service: string; deletedUser: string };

export type FuzzTarget = {
  services: TestServices;
  document: OpenApiDocument;
  /** Real pictures an upload may carry, in every accepted format. */
  pictures: Uint8Array[];
  /** Files that only pretend to be pictures. */
  junkFiles: Uint8Array[];
  /** Values the demo shop holds, by the request field that may name them (PlanOptions). */
  knownValues: Record<string, KnownValue[]>;
  /** The current tokens: renewCredentials may replace the admin's and the user's. */
  tokens: Tokens;
  /**
   * Signs the admin and the user in again when their tokens no longer work — the fuzz signs
   * them out, changes their passwords and e-mails — or, when their credentials no longer work
   * either, gives them new accounts of the same kind.
   */
  renewCredentials: () => Promise<void>;
  send: (plan: RequestPlan, credentials: Record<string, string>) => Promise<Answer>;
  /** What the server logged as the cause of the 500 answered to this request. */
  serverError: (requestId: string | null) => string | undefined;
  close: () => Promise<void>;
};

type Account = { email: string; password: string; isAdmin: boolean };

export async function createFuzzTarget(): Promise<FuzzTarget> {
  // The sign-in, contact and client log limits are raised so that those calls keep reaching
  // their validation and services through thousands of requests from one address; their
  // refusals with 429 have tests of their own.
  const services = await createTestServices({
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    SIGN_IN_RATE_LIMIT: "100000",
    CONTACT_RATE_LIMIT: "100000",
    LOGGER_RATE_LIMIT: "100000",
  });
  try {
    await seedDatabase(services.db, services.log, {
      demo: { storage: pictureStorage(services.config, services.db) },
    });
    await ensureFirstAdmin(services.db, services.config, services.log);
    await createUser(services.db, { ...userCredentials, roles: ["Customer"] });
    await addEnquiries(services);
  } catch (error) {
    await services.close();
    throw error;
  }
  const app = createApp(services);

  const request = (path: string, init: RequestInit = {}) => app.request(path, init);
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await request(path, init);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const signIn = async (credentials: { email: string; password: string }) =>
    (
      await json<{ user: { token: string } }>("/api/users/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user: credentials }),
      })
    ).user.token;

  const accounts: Record<"admin" | "user", Account> = {
    admin: { ...adminCredentials, isAdmin: true },
    user: { ...userCredentials, isAdmin: false },
  };
  const [document, admin, user, service, ...pictures] = await Promise.all([
    json<OpenApiDocument>("/api/openapi.json"),
    signIn(accounts.admin),
    signIn(accounts.user),
    json<{ token: string }>("/api/users/serviceToken", { method: "POST" }).then(
      (body) => body.token,
    ),
    ...(["jpeg", "png", "webp", "gif", "avif"] as const).map((format) =>
      makePicture(format, { width: 120, height: 90 }),
    ),
    makePicture("jpeg", { width: 1800, height: 1000 }),
  ]);
  const junkFiles = [pixelBombPng(100_000, 100_000), await truncatedJpeg()];
  // Keys whose English text has placeholders, which a text in another language must name too,
  // the articles' URL keys, whose texts follow the articles' rules, the site settings' keys,
  // whose values have checks of their own, and the attribute types whose values are numbers.
  const englishTexts = await services.interfaceTexts.forLocale("en");
  const numericTypes = (await services.catalogue.read()).attributeTypes
    .filter(isNumericAttribute)
    .map((type) => type.id);
  const knownValues = {
    key_code: [
      ...Object.keys(englishTexts)
        .filter((key) => placeholdersOf(englishTexts[key] ?? "").length > 0)
        .sort()
        .slice(0, 20),
      ...(await services.articles.all()).map((article) => articleKeys.url(article.id)),
      ...knownSettingKeys,
    ],
    attribute_type_id: numericTypes,
    attributeTypeId: numericTypes,
    // An enquiry's buyers, to export or erase, and the people it may be assigned to: the
    // administrator, and a user who is none.
    email: enquiryBuyers,
    assignee_id: (
      await services.db
        .selectFrom("user")
        .select("id")
        .where("email", "in", [adminCredentials.email, userCredentials.email])
        .execute()
    ).map((row) => row.id),
  };

  /** A well-signed token whose user was deleted after signing in. */
  const tokenOfDeletedUser = async () => {
    const credentials = { email: "gone@rubbera.example", password: "a password that goes" };
    const asAdmin = { authorization: `Bearer ${admin}`, "content-type": "application/json" };
    const created = await json<{ user: { id: number } }>("/api/users", {
      method: "POST",
      headers: asAdmin,
      body: JSON.stringify(credentials),
    });
    const token = await signIn(credentials);
    await json(`/api/users/${created.user.id}`, { method: "DELETE", headers: asAdmin });
    return token;
  };
  const tokens: Tokens = { admin, user, service, deletedUser: await tokenOfDeletedUser() };

  let replacements = 0;
  const renew = async (who: "admin" | "user") => {
    const me = await request("/api/users/me", {
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    const stillAsBefore =
      me.status === 200 &&
      ((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin === accounts[who].isAdmin;
    if (stillAsBefore) return;
    try {
      tokens[who] = await signIn(accounts[who]);
      const again = await request("/api/users/me", {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      const body = (await again.json()) as { user: { isAdmin: boolean } };
      if (body.user.isAdmin === accounts[who].isAdmin) return;
    } catch {
      // The password, e-mail or the account itself is gone: a new account below.
    }
    replacements++;
    const account = {
      email: `${who}-${replacements}@fuzz.example`,
      password: `${who} password ${replacements}`,
      isAdmin: accounts[who].isAdmin,
    };
    await createUser(services.db, { ...account, roles: account.isAdmin ? [] : ["Customer"] });
    accounts[who] = account;
    tokens[who] = await signIn(account);
  };

  const send: FuzzTarget["send"] = async (plan, credentials) => {
    const headers = new Headers({ ...plan.headers, ...credentials });
    let body: BodyInit | undefined;
    switch (plan.body.kind) {
      case "none":
        break;
      case "text":
      case "bytes": {
        // Bytes rather than a string, so that no content type is added when none is drawn.
        const bytes =
          plan.body.kind === "text" ? new TextEncoder().encode(plan.body.text) : plan.body.bytes;
        body = new Uint8Array(bytes);
        if (plan.body.contentType !== undefined) headers.set("content-type", plan.body.contentType);
        break;
      }
      case "multipart": {
        const form = new FormData();
        for (const part of plan.body.parts) {
          if ("text" in part) {
            form.append(part.name, part.text);
            continue;
          }
          const content = part.content;
          const bytes =
            content.kind === "bytes"
              ? content.bytes
              : content.kind === "picture"
                ? (pictures[content.index] ?? new Uint8Array(0))
                : new Uint8Array(content.size);
          form.append(
            part.name,
            new File([new Uint8Array(bytes)], part.fileName, { type: part.type }),
          );
        }
        body = form;
        break;
      }
    }
    const response = await request(urlOf(plan), { method: plan.call.method, headers, body });
    const contentType = response.headers.get("content-type") ?? "";
    // A picture's bytes are read and dropped: only its type is checked.
    let text = "";
    if (contentType.startsWith("image/")) await response.arrayBuffer();
    else text = await response.text();
    return {
      status: response.status,
      contentType,
      text,
      requestId: response.headers.get("x-request-id"),
    };
  };

  const serverError: FuzzTarget["serverError"] = (requestId) => {
    for (let index = services.logLines.length - 1; index >= 0; index--) {
      const line = services.logLines[index];
      if (line?.requestId === requestId && line?.level >= 50) {
        const err = line.err as { type?: string; message?: string } | undefined;
        return err ? `${err.type ?? "Error"}: ${err.message ?? ""}` : line.msg;
      }
    }
    return undefined;
  };

  return {
    services,
    document,
    pictures: pictures.map((picture) => new Uint8Array(picture)),
    junkFiles: junkFiles.map((file) => new Uint8Array(file)),
    knownValues,
    tokens,
    renewCredentials: async () => {
      await renew("admin");
      await renew("user");
    },
    send,
    serverError,
    close: () => services.close(),
  };
}

/** The buyers of the enquiries the fuzz finds stored: the first in two ways of writing it. */
const enquiryBuyers = ["buyer-1@example.be", "Buyer-1@Example.be", "buyer-2@example.be"];

/**
 * Enquiries of a few buyers, with lines, so that the calls naming one by its id (ids of seeded
 * data are small) or its buyer's e-mail reach one, not only "not found".
 */
async function addEnquiries(services: TestServices) {
  for (let index = 0; index < 12; index++) {
    const form = contactFormSchema.parse({
      title: "Mrs",
      name: `Buyer ${index + 1}`,
      email: enquiryBuyers[index % enquiryBuyers.length],
      message: `Enquiry ${index + 1}`,
      agreement: true,
      lang: ["en", "fr", "nl"][index % 3],
      products: [
        { _id: "OR-12", quantity: index + 1, note: "70 Shore" },
        { _id: "EPDM-2", title: "EPDM" },
      ],
    });
    await storeEnquiry(services.db, form, () => undefined);
  }
}
