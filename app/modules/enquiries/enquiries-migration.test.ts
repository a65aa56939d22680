// The migration that turns contact messages into enquiries (2026-11-29T0900-enquiries), on an
// empty database of each engine brought up to the migration before it: contact_message rows of
// two years, with quote lists and mails in every state, become enquiries with the same ids,
// references numbered per year in Brussels time, their lines, a "received" event and the shop's
// mail in the outbox in the state it was in; contact_message goes. A pending mail is sent after
// it, and the next enquiry takes the next id and the next reference of its year.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { pino } from "pino";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createEmptyDatabase, dropDatabase } from "../../../tests/support/postgres-cluster.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-server.ts";
import { loadConfig } from "../../config/config.server.ts";
import { type Db, openDatabase } from "../../db/database.server.ts";
import { migrations } from "../../db/migrations/index.ts";
import { createServices, withSigningSecret } from "../../server/services.server.ts";
import { insertSiteSetting } from "../settings/site-setting.repository.server.ts";
import { contactFormSchema } from "./contact.schema.ts";
import { storeEnquiry } from "./enquiries.service.server.ts";

const migrationName = "2026-11-29T0900-enquiries";
const names = Object.keys(migrations);
const previous = names[names.indexOf(migrationName) - 1] ?? "";

type Fresh = { db: Db; env: Record<string, string>; close: () => Promise<void> };

/** An empty database of the project's engine, as a site's first start finds it. */
async function emptyDatabase(): Promise<Fresh> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-migration-"));
  const adminUrl = inject("vitrinePostgresAdminUrl");
  const created = adminUrl ? await createEmptyDatabase(adminUrl) : undefined;
  const databaseUrl = created?.url ?? path.join(dataDir, "vitrine.db");
  const db = openDatabase(
    created ? { kind: "postgres", url: created.url } : { kind: "sqlite", file: databaseUrl },
  );
  return {
    db,
    env: { NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    close: async () => {
      await db.destroy();
      if (adminUrl && created) await dropDatabase(adminUrl, created.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let fresh: Fresh | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.stop();
  await fresh?.close();
  smtp = undefined;
  fresh = undefined;
});

const quoteList = (items: unknown[]) => JSON.stringify(items);

/** Contact messages as the site kept them before enquiries: two years, every mail state. */
const oldMessages = [
  {
    id: 1,
    title: "M.",
    name: "Jean Dupont",
    email: "jean@example.be",
    telephone: "+32 2 123 45 67",
    company: "Dupont SA",
    message: "Une offre, svp.",
    products: quoteList([
      { _id: "OR-12", title: "Joint torique 12 mm", quantity: 250 },
      { _id: "4711", title: "Plaque EPDM" },
      { _id: "BK-9", quantity: "many" },
    ]),
    langCode: "fr",
    status: "sent",
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    createdAt: "2025-03-10T10:00:00.000Z",
    sentAt: "2025-03-10T10:00:01.000Z",
  },
  {
    // Still 2025 in UTC, already 2026 in Brussels: the shop's year is Brussels'.
    id: 2,
    title: "Mrs",
    name: "Els Maes",
    email: "els@example.be",
    telephone: "",
    company: "",
    message: "Nieuwjaarsvraag",
    products: quoteList([{ _id: "NBR-5", title: "NBR-plaat 5 mm", quantity: 3 }]),
    langCode: "nl",
    status: "failed",
    attempts: 20,
    lastError: "451 Temporary failure",
    nextAttemptAt: null,
    createdAt: "2025-12-31T23:30:00.000Z",
    sentAt: null,
  },
  {
    id: 3,
    title: "Other",
    name: "Kim Janssens",
    email: "kim@example.be",
    telephone: "",
    company: "",
    message: "Still to be mailed",
    products: quoteList([{ _id: "EPDM-2", title: "EPDM sheet 2 mm", quantity: 4 }]),
    langCode: "en",
    status: "pending",
    attempts: 2,
    lastError: "Connection refused",
    nextAttemptAt: "2026-06-01T09:06:00.000Z",
    createdAt: "2026-06-01T09:00:00.000Z",
    sentAt: null,
  },
  {
    // Message 4 was deleted long ago: the ids keep their gap.
    id: 5,
    title: "M.",
    name: "Piet Peeters",
    email: "piet@example.be",
    telephone: "",
    company: "Peeters BV",
    message: "Broken list",
    products: "not a list",
    langCode: "nl",
    status: "pending",
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    createdAt: "2026-07-01T08:00:00.000Z",
    sentAt: null,
  },
  {
    id: 6,
    title: "Mrs",
    name: "An Claes",
    email: "an@example.be",
    telephone: "",
    company: "",
    message: "Late 2025",
    products: quoteList([{ _id: "FKM-1", quantity: 10 }]),
    langCode: "en",
    status: "sent",
    attempts: 3,
    lastError: null,
    nextAttemptAt: null,
    createdAt: "2025-11-20T15:00:00.000Z",
    sentAt: "2025-11-20T16:00:00.000Z",
  },
];

// biome-ignore lint/suspicious/noExplicitAny: the table as it was before this migration
const untyped = (db: Db) => db as unknown as Kysely<any>;

describe(`the migration ${migrationName}`, () => {
  it("turns contact messages into enquiries with their ids, yearly references, lines, events and shop mails", async () => {
    fresh = await emptyDatabase();
    const { db } = fresh;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const upTo = await migrator.migrateTo(previous);
    expect(upTo.error).toBeUndefined();
    expect(upTo.results?.at(-1)?.migrationName).toBe(previous);
    for (const message of oldMessages) {
      await untyped(db).insertInto("contactMessage").values(message).execute();
    }

    const latest = await migrator.migrateToLatest();
    expect(latest.error).toBeUndefined();
    expect(latest.results?.map((result) => result.migrationName)).toEqual(
      names.slice(names.indexOf(migrationName)),
    );

    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("contact_message");

    const enquiries = await db.selectFrom("enquiry").selectAll().orderBy("id").execute();
    expect(
      enquiries.map((row) => [row.id, row.reference, row.name, row.langCode, row.status]),
    ).toEqual([
      [1, "Q-2025-0001", "Jean Dupont", "fr", "new"],
      [2, "Q-2026-0001", "Els Maes", "nl", "new"],
      [3, "Q-2026-0002", "Kim Janssens", "en", "new"],
      [5, "Q-2026-0003", "Piet Peeters", "nl", "new"],
      [6, "Q-2025-0002", "An Claes", "en", "new"],
    ]);
    for (const message of oldMessages) {
      expect(enquiries.find((row) => row.id === message.id)).toMatchObject({
        title: message.title,
        email: message.email,
        telephone: message.telephone,
        company: message.company,
        message: message.message,
        wishedDate: null,
        assigneeId: null,
        createdAt: message.createdAt,
        updatedAt: message.createdAt,
        anonymisedAt: null,
      });
    }

    const lines = await db
      .selectFrom("enquiryLine")
      .select(["enquiryId", "position", "productBk", "title", "quantity", "note"])
      .orderBy("enquiryId")
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      {
        enquiryId: 1,
        position: 1,
        productBk: "OR-12",
        title: "Joint torique 12 mm",
        quantity: 250,
        note: "",
      },
      {
        enquiryId: 1,
        position: 2,
        productBk: "4711",
        title: "Plaque EPDM",
        quantity: null,
        note: "",
      },
      { enquiryId: 1, position: 3, productBk: "BK-9", title: "", quantity: null, note: "" },
      {
        enquiryId: 2,
        position: 1,
        productBk: "NBR-5",
        title: "NBR-plaat 5 mm",
        quantity: 3,
        note: "",
      },
      {
        enquiryId: 3,
        position: 1,
        productBk: "EPDM-2",
        title: "EPDM sheet 2 mm",
        quantity: 4,
        note: "",
      },
      { enquiryId: 6, position: 1, productBk: "FKM-1", title: "", quantity: 10, note: "" },
    ]);

    const events = await db
      .selectFrom("enquiryEvent")
      .select(["enquiryId", "kind", "at", "userId"])
      .orderBy("enquiryId")
      .execute();
    expect(events).toEqual(
      oldMessages.map((message) => ({
        enquiryId: message.id,
        kind: "received",
        at: message.createdAt,
        userId: null,
      })),
    );

    const mails = await db
      .selectFrom("mailOutbox")
      .select([
        "enquiryId",
        "kind",
        "status",
        "attempts",
        "lastError",
        "nextAttemptAt",
        "createdAt",
        "sentAt",
      ])
      .orderBy("enquiryId")
      .execute();
    expect(mails).toEqual(
      oldMessages.map((message) => ({
        enquiryId: message.id,
        kind: "shop",
        status: message.status,
        attempts: message.attempts,
        lastError: message.lastError,
        nextAttemptAt: message.nextAttemptAt,
        createdAt: message.createdAt,
        sentAt: message.sentAt,
      })),
    );

    const counters = await db.selectFrom("enquiryCounter").selectAll().orderBy("year").execute();
    expect(counters).toEqual([
      { year: 2025, last: 2 },
      { year: 2026, last: 3 },
    ]);

    // The next enquiry draws the next id, and the next number of its year.
    const form = contactFormSchema.parse({
      title: "Mrs",
      name: "Next Buyer",
      email: "next@example.be",
      message: "After the migration",
      agreement: true,
      products: [{ _id: "OR-12", quantity: 5 }],
    });
    const next = await storeEnquiry(db, form, () => undefined, new Date("2026-08-03T10:00:00Z"));
    expect(next).toMatchObject({ id: 7, reference: "Q-2026-0004" });
    const newYear = await storeEnquiry(db, form, () => undefined, new Date("2027-01-04T10:00:00Z"));
    expect(newYear).toMatchObject({ id: 8, reference: "Q-2027-0001" });
  });

  it("goes back down to contact_message, which takes messages again, and up once more", async () => {
    fresh = await emptyDatabase();
    const { db } = fresh;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => [result.migrationName, result.direction])).toEqual(
      names
        .slice(names.indexOf(migrationName))
        .reverse()
        .map((name) => [name, "Down"]),
    );
    const tables = async () => (await db.introspection.getTables()).map((table) => table.name);
    expect(await tables()).toContain("contact_message");
    expect(await tables()).not.toContain("enquiry");

    const [message] = oldMessages;
    if (!message) throw new Error("No contact message to insert");
    await untyped(db).insertInto("contactMessage").values(message).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("enquiry").select(["id", "reference", "name"]).execute()).toEqual([
      { id: 1, reference: "Q-2025-0001", name: "Jean Dupont" },
    ]);
    expect(await db.selectFrom("enquiryLine").select("productBk").execute()).toHaveLength(3);
  });

  it("leaves the messages whose mail was pending for the outbox, which sends them with their lines", async () => {
    fresh = await emptyDatabase();
    const { db, env } = fresh;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    for (const message of oldMessages) {
      await untyped(db).insertInto("contactMessage").values(message).execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    smtp = await startSmtpServer();
    const log = pino({ level: "silent" });
    const config = await withSigningSecret(loadConfig({ ...env, SMTP_URL: smtp.url }), db);
    const services = createServices(config, db, log);
    await insertSiteSetting(db, { keyCode: "SHOP_EMAIL", keyValue: "shop@rubbera.example" });
    try {
      expect(await services.mailOutbox.sendDue(new Date("2026-07-01T09:00:00Z"))).toEqual({
        attempted: 2,
        sent: 2,
      });
    } finally {
      await services.mailOutbox.stop();
    }
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([
      "Enquiry Q-2026-0002: Kim Janssens",
      "Enquiry Q-2026-0003: Piet Peeters (Peeters BV)",
    ]);
    expect(smtp.messages.every((mail) => mail.to[0] === "shop@rubbera.example")).toBe(true);
    const kim = await smtp.waitForMessage((mail) => mail.subject.includes("Kim Janssens"));
    expect(kim.text).toContain("Quote list (1 product):\n- EPDM sheet 2 mm (EPDM-2) — × 4");
    expect(kim.text).toContain("Message:\nStill to be mailed");
    const mails = await db
      .selectFrom("mailOutbox")
      .select(["enquiryId", "status"])
      .orderBy("enquiryId")
      .execute();
    expect(mails.map((mail) => mail.status)).toEqual(["sent", "failed", "sent", "sent", "sent"]);
  });
});
