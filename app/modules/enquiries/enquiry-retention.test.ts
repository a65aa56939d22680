// Retention of buyers' details (ADR 41) on both databases, with a `now` in the future rather
// than waiting: only closed enquiries (won or lost) whose last change is older than
// ENQUIRY_RETENTION_MONTHS (24 by default) are anonymised; open ones of the same age and recent
// closed ones are untouched; the lines, dates and statuses stay. The chore runs once an hour.
import { afterEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../../tests/support/test-services.ts";
import {
  insertSiteSetting,
  updateSiteSetting,
} from "../settings/site-setting.repository.server.ts";
import { contactFormSchema } from "./contact.schema.ts";
import { type EnquiryStatus, retentionSettingKey } from "./enquiries.schema.ts";
import { changeEnquiry, storeEnquiry, storeReply } from "./enquiries.service.server.ts";
import { anonymiseExpiredEnquiries, monthsBefore } from "./enquiry-privacy.server.ts";
import { enquiryRetention, retentionMonths } from "./enquiry-retention.server.ts";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.close();
  services = undefined;
});

const editor = { id: 1, email: "owner@rubbera.example" };
const noProducts = () => undefined;

/** An enquiry received at `receivedAt`, then moved through `moves` at their times. */
async function enquiry(
  db: TestServices["db"],
  name: string,
  receivedAt: string,
  moves: [EnquiryStatus, string][] = [],
) {
  const form = contactFormSchema.parse({
    title: "Mrs",
    name,
    email: `${name.toLowerCase().replaceAll(" ", ".")}@example.be`,
    telephone: "+32 3 123 45 67",
    company: `${name} BV`,
    message: `Message from ${name}`,
    agreement: true,
    products: [
      { _id: "OR-12", quantity: 10, note: "70 Shore" },
      { _id: "EPDM-2", quantity: 2 },
    ],
  });
  const { id } = await storeEnquiry(db, form, () => undefined, new Date(receivedAt));
  for (const [status, at] of moves) {
    await changeEnquiry(db, id, { status }, editor, noProducts, new Date(at));
  }
  return id;
}

const snapshot = async (db: TestServices["db"]) => ({
  enquiries: await db.selectFrom("enquiry").selectAll().orderBy("id").execute(),
  lines: await db.selectFrom("enquiryLine").selectAll().orderBy("id").execute(),
});

describe("the retention of closed enquiries", () => {
  it("anonymises only closed enquiries whose last change is older than 24 months, keeping lines and dates", async () => {
    services = await createTestServices();
    const { db } = services;
    const now = new Date("2026-11-29T12:00:00.000Z");
    const limit = monthsBefore(now, 24).toISOString();
    expect(limit).toBe("2024-11-29T12:00:00.000Z");

    const ids = {
      wonLongAgo: await enquiry(db, "Won Long Ago", "2024-06-01T08:00:00Z", [
        ["in_progress", "2024-06-02T08:00:00Z"],
      ]),
      lostJustBefore: await enquiry(db, "Lost Just Before", "2024-05-01T08:00:00Z", [
        ["lost", "2024-11-29T11:59:59.999Z"],
      ]),
      lostAtTheLimit: await enquiry(db, "Lost At Limit", "2024-05-01T08:00:00Z", [["lost", limit]]),
      newLongAgo: await enquiry(db, "New Long Ago", "2023-01-01T08:00:00Z"),
      answeredLongAgo: await enquiry(db, "Answered Long Ago", "2023-02-01T08:00:00Z", [
        ["answered", "2023-02-02T08:00:00Z"],
      ]),
      inProgressLongAgo: await enquiry(db, "In Progress Long Ago", "2023-03-01T08:00:00Z", [
        ["in_progress", "2023-03-02T08:00:00Z"],
      ]),
      wonRecently: await enquiry(db, "Won Recently", "2024-01-01T08:00:00Z", [
        ["won", "2025-06-01T08:00:00Z"],
      ]),
      reopenedThenWon: await enquiry(db, "Reopened Then Won", "2023-06-01T08:00:00Z", [
        ["won", "2023-07-01T08:00:00Z"],
        ["answered", "2025-01-10T08:00:00Z"],
        ["won", "2025-02-01T08:00:00Z"],
      ]),
    };
    // Answered by a reply still waiting for the buyer, then won.
    const reply = "Dear Won Long Ago, here is the offer.";
    await storeReply(db, ids.wonLongAgo, reply, editor, new Date("2024-09-01T08:00:00Z"));
    const won = new Date("2024-10-01T08:00:00Z");
    await changeEnquiry(db, ids.wonLongAgo, { status: "won" }, editor, noProducts, won);
    const before = await snapshot(db);

    const chore = enquiryRetention(services);
    await chore(now);

    const after = await snapshot(db);
    const anonymised = [ids.wonLongAgo, ids.lostJustBefore];
    for (const row of after.enquiries) {
      const was = before.enquiries.find((earlier) => earlier.id === row.id);
      if (!anonymised.includes(row.id)) {
        expect(row, was?.name).toEqual(was);
        continue;
      }
      expect(row).toEqual({
        ...was,
        name: "",
        email: "",
        telephone: "",
        company: "",
        message: "",
        anonymisedAt: now.toISOString(),
      });
    }
    // Every line stays, for the shop's figures.
    expect(after.lines).toEqual(before.lines);
    expect(after.lines).toHaveLength(2 * Object.keys(ids).length);

    const events = await db
      .selectFrom("enquiryEvent")
      .selectAll()
      .where("enquiryId", "=", ids.wonLongAgo)
      .orderBy("id")
      .execute();
    expect(events.at(-1)).toMatchObject({
      kind: "anonymised",
      at: now.toISOString(),
      userId: null,
      userEmail: null,
    });
    expect(events.find((event) => event.kind === "reply")?.text).toBe("");
    const mails = await db
      .selectFrom("mailOutbox")
      .select(["enquiryId", "kind", "status"])
      .where("enquiryId", "in", [ids.wonLongAgo, ids.newLongAgo])
      .orderBy("id")
      .execute();
    expect(mails).toEqual([
      // The shop's mail would now name nobody: it goes too.
      { enquiryId: ids.wonLongAgo, kind: "shop", status: "cancelled" },
      { enquiryId: ids.wonLongAgo, kind: "copy", status: "cancelled" },
      { enquiryId: ids.newLongAgo, kind: "shop", status: "pending" },
      { enquiryId: ids.newLongAgo, kind: "copy", status: "pending" },
      { enquiryId: ids.wonLongAgo, kind: "reply", status: "cancelled" },
    ]);
    expect(services.logLines).toContainEqual(
      expect.objectContaining({
        msg: "Closed enquiries past their retention anonymised",
        anonymised: 2,
        months: 24,
      }),
    );
  });

  it("follows ENQUIRY_RETENTION_MONTHS, runs at most once an hour, and anonymises an enquiry once", async () => {
    services = await createTestServices();
    const { db } = services;
    const now = new Date("2026-11-29T12:00:00.000Z");
    const wonRecently = await enquiry(db, "Won Recently", "2026-01-01T08:00:00Z", [
      ["won", "2026-04-01T08:00:00Z"],
    ]);
    const stillOpen = await enquiry(db, "Still Open", "2020-01-01T08:00:00Z", [
      ["answered", "2020-01-02T08:00:00Z"],
    ]);
    const chore = enquiryRetention(services);
    await chore(now);
    const names = async () =>
      (await db.selectFrom("enquiry").select(["id", "name"]).orderBy("id").execute()).map(
        (row) => row.name,
      );
    expect(await names()).toEqual(["Won Recently", "Still Open"]);

    const settingId = await insertSiteSetting(db, { keyCode: retentionSettingKey, keyValue: "6" });
    expect(await retentionMonths(db)).toBe(6);
    // Within the hour: not run again, whatever the setting says now.
    await chore(new Date(now.getTime() + 59 * 60_000));
    expect(await names()).toEqual(["Won Recently", "Still Open"]);
    const later = new Date(now.getTime() + 60 * 60_000);
    await chore(later);
    expect(await names()).toEqual(["", "Still Open"]);
    expect(await anonymiseExpiredEnquiries(db, 6, new Date(later.getTime() + 60 * 60_000))).toBe(0);
    const row = await db
      .selectFrom("enquiry")
      .select("anonymisedAt")
      .where("id", "=", wonRecently)
      .executeTakeFirst();
    expect(row?.anonymisedAt).toBe(later.toISOString());
    expect(
      await db.selectFrom("enquiry").select("anonymisedAt").where("id", "=", stillOpen).execute(),
    ).toEqual([{ anonymisedAt: null }]);

    // A setting that is not a number of months reads as the default.
    for (const [value, months] of [
      ["soon", 24],
      ["0", 24],
      ["2.5", 24],
      [" 36 ", 36],
      ["", 24],
    ] as const) {
      await updateSiteSetting(db, settingId, { keyValue: value });
      expect(await retentionMonths(db), value).toBe(months);
    }
  });

  it("counts months back to the same time of day, the end of a shorter month kept", () => {
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(monthsBefore(new Date("2028-02-29T10:00:00Z"), 24).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe(
      "2024-12-15T00:00:00.000Z",
    );
  });
});
