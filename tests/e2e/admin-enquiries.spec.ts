// The enquiry screens in real Chromium: an enquiry sent through the public API with a demo
// product is found in the inbox by the product's code, opened, given to the administrator,
// answered (the reply reaches the test SMTP server, to the buyer, with the reference in its
// subject), noted and marked won, each step in its history with who; the inbox filters without
// JavaScript and downloads its list; the inbox and an enquiry stay within a phone's width; an
// unknown enquiry is not found inside the back office's frame; the personal-data screen erases
// an address after a confirmation naming it. Every screen gets an axe scan.
import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { Locale } from "../../app/modules/i18n/locales.ts";
import { loadDemoContent } from "../../database/seed/demo/demo-content.ts";
import { accessibilityViolations } from "../support/accessibility.ts";
import { adminApi, baseUrl, e2eAdmin, signedInContext } from "../support/admin-session.ts";
import { waitForSavedMail } from "../support/smtp-server.ts";
import { text } from "../support/texts.ts";

const [demoProduct] = loadDemoContent().products;
if (!demoProduct) throw new Error("The demo shop has products");

/** An interface text with its {{placeholders}} filled in. */
function say(key: string, locale: Locale = "en", values: Record<string, string | number> = {}) {
  return text(key, locale).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A count's text in the form the language's plural rules choose. */
function sayCount(key: string, locale: Locale, count: number, values: Record<string, string> = {}) {
  const tags = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" } as const;
  const form = new Intl.PluralRules(tags[locale]).select(count) === "one" ? "ONE" : "OTHER";
  return say(`${key}-${form}`, locale, { ...values, count });
}

function mailDirectory(): string {
  const directory = process.env.VITRINE_MAIL_DIR;
  if (!directory) throw new Error("VITRINE_MAIL_DIR is not set: run through playwright.config.ts");
  return directory;
}

type Sent = { id: number; reference: string };

/** An enquiry as the contact form sends it, through the public API. */
async function sendEnquiry(fields: Record<string, unknown>): Promise<Sent> {
  const response = await fetch(`${baseUrl()}/api/mailer/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      title: "Mrs",
      name: "Ann Peeters",
      message: "Could you quote these?",
      agreement: true,
      ...fields,
    }),
  });
  expect(response.status, "the enquiry is taken in").toBe(200);
  return ((await response.json()) as { result: Sent }).result;
}

const unique = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;

/** A day a month from now, as the contact form takes it. */
const nextMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * What lies beyond the screen's left or right edge, among the elements one can see, unless a
 * box that scrolls sideways holds it (a wide table scrolls in its own frame); and the page
 * itself must not scroll sideways.
 */
async function expectNothingWiderThan(page: Page, width: number) {
  const { pageWidth, outside } = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const outside: string[] = [];
    const visit = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === "none") return;
      const box = element.getBoundingClientRect();
      const seen = style.visibility === "visible" && box.width > 0 && box.height > 0;
      if (seen && (box.left < -0.5 || box.right > screenWidth + 0.5)) {
        const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
        outside.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
      }
      if (style.overflowX === "auto" || style.overflowX === "scroll") return;
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return { pageWidth: document.documentElement.scrollWidth, outside };
  });
  expect(pageWidth, "the page's width").toBeLessThanOrEqual(width);
  expect(outside, "visible elements beyond the screen's edge").toEqual([]);
}

/** The history's steps, oldest first. */
const historySteps = (page: Page) =>
  page
    .getByRole("region", { name: text("ADMIN-ENQUIRY-HISTORY"), exact: true })
    .getByRole("listitem");

test("an enquiry is found by its product's code, assigned, answered by mail and won, each step in its history", async ({
  browser,
}) => {
  test.slow();
  const stamp = unique();
  const buyer = `buyer-${stamp}@example.be`;
  const company = `Peeters Pumps ${stamp}`;
  const sent = await sendEnquiry({
    email: buyer,
    company,
    telephone: "+32 9 123 45 67",
    wished_date: nextMonth(),
    lang: "fr",
    products: [{ _id: demoProduct.bk, quantity: 12, note: `cut to size ${stamp}` }],
  });

  const context = await signedInContext(browser);
  const page = await context.newPage();

  // The menu leads to the inbox, counting the new enquiries.
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: text("ADMIN-MENU-LABEL") });
  const inboxLink = menu.getByRole("link", { name: text("ADMIN-MENU-ENQUIRIES") });
  await expect(inboxLink).toHaveAccessibleName(
    new RegExp(
      `^${text("ADMIN-MENU-ENQUIRIES")} \\d+ ${text("ADMIN-ENQUIRY-MENU-NEW-OTHER").replace("{{count}} ", "")}$`,
    ),
  );
  await inboxLink.click();
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-ENQUIRY-INBOX-TITLE") }),
  ).toBeVisible();
  // The pointer leaves the menu: the scan is of the page, not of a link's hover colours.
  await page.mouse.move(600, 700);
  await expect(page).toHaveTitle(`${text("ADMIN-MENU-ENQUIRIES")} – ${text("ADMIN-TITLE")}`);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Searched by the product's code: the enquiry is among those shown, counted.
  const filters = page.getByRole("search", { name: text("ADMIN-ENQUIRY-INBOX-FILTERS") });
  await filters.getByLabel(text("ADMIN-ENQUIRY-INBOX-SEARCH")).fill(demoProduct.bk);
  await filters.getByRole("button", { name: text("ADMIN-ENQUIRY-INBOX-APPLY") }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries\\?q=${demoProduct.bk}$`));
  const table = page.getByRole("table", { name: text("ADMIN-ENQUIRY-INBOX-TABLE") });
  const row = table.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText(sent.reference);
  await expect(row).toContainText("Ann Peeters");
  await expect(row).toContainText(sayCount("ADMIN-ENQUIRY-LINES", "en", 1));
  await expect(row).toContainText(text("ADMIN-ENQUIRY-STATUS-NEW"));
  await expect(row).toContainText(text("ADMIN-ENQUIRY-NOBODY"));
  // "25 of 126 enquiries" when there are more than a page, else "7 enquiries".
  await expect(page.getByText(/^(\d+ of \d+ enquiries|\d+ enquir(y|ies))$/)).toHaveRole("status");

  // Its page: the buyer, the line with its product's pages, the mails.
  await row.getByRole("link", { name: sent.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${sent.id}$`));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: say("ADMIN-ENQUIRY-TITLE", "en", { reference: sent.reference }),
    }),
  ).toBeVisible();
  const buyerDetails = page.getByRole("region", { name: text("ADMIN-ENQUIRY-BUYER"), exact: true });
  await expect(buyerDetails.getByRole("link", { name: buyer })).toHaveAttribute(
    "href",
    `mailto:${buyer}`,
  );
  await expect(buyerDetails.getByRole("link", { name: "+32 9 123 45 67" })).toHaveAttribute(
    "href",
    "tel:+3291234567",
  );
  await expect(buyerDetails).toContainText(text("ADMIN-LANGUAGE-FR"));
  const lines = page.getByRole("table", { name: text("ADMIN-ENQUIRY-LINES-TITLE") });
  const line = lines.getByRole("row").filter({ hasText: demoProduct.bk });
  await expect(line).toContainText("12");
  await expect(line).toContainText(`cut to size ${stamp}`);
  await expect(
    line.getByRole("link", {
      name: say("ADMIN-ENQUIRY-LINE-EDIT-LABEL", "en", { code: demoProduct.bk }),
    }),
  ).toHaveAttribute("href", /^\/admin\/products\/edit\/\d+$/);
  const sitePath = await line
    .getByRole("link", {
      name: say("ADMIN-ENQUIRY-LINE-SITE-LABEL", "en", { code: demoProduct.bk }),
    })
    .getAttribute("href");
  expect(sitePath).toContain(demoProduct.bk);
  expect((await context.request.get(sitePath ?? "/")).status(), "the product's public page").toBe(
    200,
  );
  const mails = page.getByRole("region", { name: text("ADMIN-ENQUIRY-MAILS"), exact: true });
  await expect(mails.getByText(text("ADMIN-ENQUIRY-MAIL-SENT"))).toHaveCount(2);
  await expect(historySteps(page)).toHaveCount(1);
  await expect(historySteps(page).first()).toContainText(text("ADMIN-ENQUIRY-EVENT-RECEIVED"));
  expect(await accessibilityViolations(page)).toEqual([]);

  // Given to the administrator.
  await page.waitForLoadState("networkidle");
  await page.getByLabel(text("ADMIN-ENQUIRY-ASSIGNEE"), { exact: true }).selectOption({
    label: e2eAdmin.email,
  });
  await page.getByRole("button", { name: text("ADMIN-ENQUIRY-ASSIGN") }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText: say("ADMIN-ENQUIRY-ASSIGNED", "en", { assignee: e2eAdmin.email }),
    }),
  ).toBeVisible();
  await expect(historySteps(page)).toHaveCount(2);
  await expect(historySteps(page).nth(1)).toContainText(
    say("ADMIN-ENQUIRY-EVENT-ASSIGNED", "en", { who: e2eAdmin.email, assignee: e2eAdmin.email }),
  );

  // An internal note, kept in the history.
  await page
    .getByLabel(text("ADMIN-ENQUIRY-NOTE"), { exact: true })
    .fill(`Call them first ${stamp}`);
  await page.getByRole("button", { name: text("ADMIN-ENQUIRY-NOTE-ADD") }).click();
  await expect(historySteps(page)).toHaveCount(3);
  await expect(historySteps(page).nth(2)).toContainText(
    say("ADMIN-ENQUIRY-EVENT-NOTE", "en", { who: e2eAdmin.email }),
  );
  await expect(historySteps(page).nth(2)).toContainText(`Call them first ${stamp}`);

  // A reply, which says where it goes, reaches the buyer and makes the enquiry answered.
  const reply = page.getByLabel(text("ADMIN-ENQUIRY-REPLY"), { exact: true });
  await expect(reply).toHaveAccessibleDescription(new RegExp(buyer.replace(/[.]/g, "\\.")));
  const answer = `Dear Ms Peeters, 12 pieces cost 240 EUR. ${stamp}`;
  await reply.fill(answer);
  await page.getByRole("button", { name: text("ADMIN-ENQUIRY-REPLY-SEND") }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: say("ADMIN-ENQUIRY-REPLY-SENT", "en", { email: buyer }) }),
  ).toBeVisible();
  const mail = await waitForSavedMail(
    mailDirectory(),
    (candidate) =>
      candidate.to.includes(buyer) &&
      candidate.subject.includes(sent.reference) &&
      candidate.text.includes(stamp) &&
      candidate.text.includes("240 EUR"),
    10_000,
  );
  expect(mail.subject).toContain(sent.reference);
  await expect(historySteps(page)).toHaveCount(5);
  const replied = historySteps(page).nth(3);
  await expect(replied).toContainText(
    say("ADMIN-ENQUIRY-EVENT-REPLY", "en", { who: e2eAdmin.email }),
  );
  await expect(replied).toContainText(answer);
  await expect(replied).toContainText(text("ADMIN-ENQUIRY-MAIL-SENT"));
  await expect(historySteps(page).nth(4)).toContainText(
    say("ADMIN-ENQUIRY-EVENT-STATUS", "en", {
      who: e2eAdmin.email,
      from: text("ADMIN-ENQUIRY-STATUS-NEW"),
      to: text("ADMIN-ENQUIRY-STATUS-ANSWERED"),
    }),
  );

  // Won: only the moves allowed from answered are offered.
  const status = page.getByLabel(text("ADMIN-ENQUIRY-STATUS"), { exact: true });
  await expect(status.getByRole("option")).toHaveText([
    say("ADMIN-ENQUIRY-STATUS-NOW", "en", { status: text("ADMIN-ENQUIRY-STATUS-ANSWERED") }),
    text("ADMIN-ENQUIRY-STATUS-IN-PROGRESS"),
    text("ADMIN-ENQUIRY-STATUS-WON"),
    text("ADMIN-ENQUIRY-STATUS-LOST"),
  ]);
  await status.selectOption("won");
  await page.getByRole("button", { name: text("ADMIN-ENQUIRY-STATUS-CHANGE") }).click();
  await expect(historySteps(page)).toHaveCount(6);
  await expect(historySteps(page).nth(5)).toContainText(
    say("ADMIN-ENQUIRY-EVENT-STATUS", "en", {
      who: e2eAdmin.email,
      from: text("ADMIN-ENQUIRY-STATUS-ANSWERED"),
      to: text("ADMIN-ENQUIRY-STATUS-WON"),
    }),
  );
  await expect(status).toHaveValue("won");
  // Every step but the arrival names who made it.
  for (const step of (await historySteps(page).all()).slice(1)) {
    await expect(step).toContainText(e2eAdmin.email);
  }
  expect(await accessibilityViolations(page)).toEqual([]);

  // The API holds what the page shows.
  const { enquiry } = await adminApi<{
    enquiry: { status: string; assignee: { email: string } | null };
  }>("GET", `/enquiries/${sent.id}`);
  expect(enquiry).toMatchObject({ status: "won", assignee: { email: e2eAdmin.email } });

  // In the inbox, filtered on won and on the administrator, it shows as such.
  await page.goto(`/admin/enquiries?status=won&q=${encodeURIComponent(company)}`);
  const wonRow = page
    .getByRole("table", { name: text("ADMIN-ENQUIRY-INBOX-TABLE") })
    .getByRole("row")
    .filter({ hasText: sent.reference });
  await expect(wonRow).toContainText(text("ADMIN-ENQUIRY-STATUS-WON"));
  await expect(wonRow).toContainText(e2eAdmin.email);
  await context.close();
});

test("the inbox filters without JavaScript, downloads its list, and an unknown enquiry is not found in the back office's frame", async ({
  browser,
}) => {
  const stamp = unique();
  const company = `Janssens Seals ${stamp}`;
  const sent = await sendEnquiry({
    email: `janssens-${stamp}@example.be`,
    company,
    products: [{ _id: demoProduct.bk, quantity: 3 }],
  });

  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  const login = await context.request.post("/api/users/login", { data: { user: e2eAdmin } });
  expect(login.status(), "sign-in").toBe(200);
  const page = await context.newPage();
  await page.goto("/nl/admin/enquiries");
  const filters = page.getByRole("search", { name: text("ADMIN-ENQUIRY-INBOX-FILTERS", "nl") });
  await filters.getByLabel(text("ADMIN-ENQUIRY-INBOX-SEARCH", "nl")).fill(company);
  await filters
    .getByLabel(text("ADMIN-ENQUIRY-INBOX-FILTER-STATUS", "nl"))
    .selectOption({ label: text("ADMIN-ENQUIRY-STATUS-NEW", "nl") });
  await filters.getByRole("button", { name: text("ADMIN-ENQUIRY-INBOX-APPLY", "nl") }).click();
  await expect(page).toHaveURL(/\/nl\/admin\/enquiries\?q=.*&status=new/);
  await expect(page.getByRole("status")).toHaveText(sayCount("ADMIN-ENQUIRY-INBOX-SHOWN", "nl", 1));
  const table = page.getByRole("table", { name: text("ADMIN-ENQUIRY-INBOX-TABLE", "nl") });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(sent.reference);
  await expect(table.getByRole("row").nth(1)).toContainText(
    sayCount("ADMIN-ENQUIRY-LINES", "nl", 1),
  );

  // The downloads carry the filters, and the back office's cookie signs them in.
  const downloads = page.getByRole("group", { name: text("ADMIN-ENQUIRY-INBOX-DOWNLOAD", "nl") });
  const perLine = await downloads
    .getByRole("link", { name: text("ADMIN-ENQUIRY-INBOX-DOWNLOAD-CSV-LINE", "nl") })
    .getAttribute("href");
  expect(perLine).toMatch(/^\/api\/enquiries\/export\?/);
  expect(perLine).toContain("status=new");
  expect(perLine).toContain("format=csv");
  expect(perLine).toContain("per=line");
  const file = await context.request.get(perLine ?? "/");
  expect(file.status()).toBe(200);
  const csv = await file.text();
  expect(csv).toContain(sent.reference);
  expect(csv).toContain(demoProduct.bk);
  const xlsx = await downloads
    .getByRole("link", { name: text("ADMIN-ENQUIRY-INBOX-DOWNLOAD-XLSX-ENQUIRY", "nl") })
    .getAttribute("href");
  expect((await context.request.get(xlsx ?? "/")).headers()["content-type"]).toContain(
    "spreadsheetml",
  );

  await context.close();

  // An enquiry that does not exist: 404, with the back office's menu still there.
  const signedIn = await signedInContext(browser);
  const page404 = await signedIn.newPage();
  const response = await page404.goto("/nl/admin/enquiries/987654321");
  expect(response?.status()).toBe(404);
  await expect(
    page404.getByRole("heading", { level: 1, name: text("ADMIN-ENQUIRY-NOT-FOUND", "nl") }),
  ).toBeVisible();
  await expect(
    page404.getByRole("navigation", { name: text("ADMIN-MENU-LABEL", "nl") }),
  ).toBeVisible();
  await expect(
    page404.getByRole("link", { name: text("ADMIN-ENQUIRY-BACK", "nl") }),
  ).toHaveAttribute("href", "/nl/admin/enquiries");
  expect(await accessibilityViolations(page404)).toEqual([]);
  await signedIn.close();
});

test("on a phone the inbox and an enquiry stay within the screen, their tables scrolling in their frame", async ({
  browser,
}) => {
  const stamp = unique();
  const sent = await sendEnquiry({
    name: "Marie-Christine Vandenberghe-Dewulf",
    email: `marie-christine.vandenberghe-${stamp}@example.be`,
    company: `Caoutchoucs et Joints Industriels du Hainaut ${stamp}`,
    lang: "fr",
    products: [{ _id: demoProduct.bk, quantity: 250, note: "découpe sur mesure 500 × 500 mm" }],
  });
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);

  await page.goto("/fr/admin/enquiries");
  const table = page.getByRole("table", { name: text("ADMIN-ENQUIRY-INBOX-TABLE", "fr") });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNothingWiderThan(page, phone.width);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(`/fr/admin/enquiries/${sent.id}`);
  await expect(
    page.getByRole("table", { name: text("ADMIN-ENQUIRY-LINES-TITLE", "fr") }),
  ).toBeVisible();
  await expectNothingWiderThan(page, phone.width);
  await context.close();
});

/** Opens the personal-data screen in Dutch and looks an address up. */
async function lookUp(browser: Browser, email: string) {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.goto("/nl/admin/enquiries");
  await page.getByRole("link", { name: text("ADMIN-ENQUIRY-PRIVACY-LINK", "nl") }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: text("ADMIN-ENQUIRY-PRIVACY-TITLE", "nl") }),
  ).toBeVisible();
  await page.getByLabel(text("ADMIN-ENQUIRY-PRIVACY-EMAIL", "nl")).fill(email);
  await page.getByRole("button", { name: text("ADMIN-ENQUIRY-PRIVACY-LOOK-UP", "nl") }).click();
  await expect(page).toHaveURL(/\/nl\/admin\/enquiries\/privacy\?email=/);
  return { context, page };
}

test("the personal-data screen downloads what is held about an address and erases it after a confirmation", async ({
  browser,
}) => {
  const stamp = unique();
  const email = `erase-me-${stamp}@example.be`;
  const first = await sendEnquiry({ email, company: `Erase Me ${stamp}` });
  const second = await sendEnquiry({ email: email.toUpperCase(), name: "Ann Erase" });

  // An address no enquiry holds is said so at the field.
  const nobody = await lookUp(browser, `nobody-${stamp}@example.be`);
  await expect(
    nobody.page.getByLabel(text("ADMIN-ENQUIRY-PRIVACY-EMAIL", "nl")),
  ).toHaveAccessibleDescription(text("ADMIN-ENQUIRY-PRIVACY-NONE", "nl"));
  await nobody.context.close();

  const { context, page } = await lookUp(browser, email);
  const held = page.getByRole("region", {
    name: sayCount("ADMIN-ENQUIRY-PRIVACY-HELD", "nl", 2, { email }),
  });
  await expect(held.getByRole("link", { name: first.reference })).toBeVisible();
  await expect(held.getByRole("link", { name: second.reference })).toBeVisible();
  const download = await held
    .getByRole("link", { name: text("ADMIN-ENQUIRY-PRIVACY-DOWNLOAD", "nl") })
    .getAttribute("href");
  const subject = await context.request.get(download ?? "/");
  expect(subject.status()).toBe(200);
  const data = (await subject.json()) as { enquiries: { reference: string }[] };
  expect(data.enquiries.map((enquiry) => enquiry.reference)).toEqual([
    first.reference,
    second.reference,
  ]);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Erasing asks first, naming the address and how many enquiries; cancelled, nothing goes.
  await page.waitForLoadState("networkidle");
  const erase = held.getByRole("button", { name: text("ADMIN-ENQUIRY-PRIVACY-ERASE", "nl") });
  await erase.click();
  const dialog = page.getByRole("dialog", {
    name: text("ADMIN-ENQUIRY-PRIVACY-ERASE-TITLE", "nl"),
  });
  await expect(dialog).toContainText(
    sayCount("ADMIN-ENQUIRY-PRIVACY-ERASE-TEXT", "nl", 2, { email }),
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: text("ADMIN-CANCEL", "nl") }).click();
  await expect(dialog).toBeHidden();
  const kept = await adminApi<{ enquiry: { anonymised: boolean } }>(
    "GET",
    `/enquiries/${first.id}`,
  );
  expect(kept.enquiry.anonymised).toBe(false);

  await erase.click();
  await dialog.getByRole("button", { name: text("ADMIN-ENQUIRY-PRIVACY-ERASE", "nl") }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toHaveText(
    sayCount("ADMIN-ENQUIRY-PRIVACY-ERASED", "nl", 2, { email }),
  );
  for (const { id } of [first, second]) {
    const { enquiry } = await adminApi<{
      enquiry: { anonymised: boolean; email: string; name: string };
    }>("GET", `/enquiries/${id}`);
    expect(enquiry).toMatchObject({ anonymised: true, email: "", name: "" });
  }

  // The erased enquiry's page says so, and offers neither notes nor replies.
  await page.goto(`/nl/admin/enquiries/${first.id}`);
  await expect(page.getByText(text("ADMIN-ENQUIRY-ANONYMISED-TITLE", "nl"))).toBeVisible();
  await expect(page.getByLabel(text("ADMIN-ENQUIRY-REPLY", "nl"), { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(text("ADMIN-ENQUIRY-NOTE", "nl"), { exact: true })).toHaveCount(0);
  await context.close();
});

test("an erasure the API refuses because the address went meanwhile is said at the field", async ({
  browser,
}) => {
  const stamp = unique();
  const email = `gone-meanwhile-${stamp}@example.be`;
  await sendEnquiry({ email });
  const { context, page } = await lookUp(browser, email);
  const held = page.getByRole("region", {
    name: sayCount("ADMIN-ENQUIRY-PRIVACY-HELD", "nl", 1, { email }),
  });
  await expect(held).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Someone else erases the address while the screen still shows it.
  await adminApi("POST", "/privacy/erase", { email });
  await held.getByRole("button", { name: text("ADMIN-ENQUIRY-PRIVACY-ERASE", "nl") }).click();
  const dialog = page.getByRole("dialog", {
    name: text("ADMIN-ENQUIRY-PRIVACY-ERASE-TITLE", "nl"),
  });
  await dialog.getByRole("button", { name: text("ADMIN-ENQUIRY-PRIVACY-ERASE", "nl") }).click();
  await expect(
    page.getByLabel(text("ADMIN-ENQUIRY-PRIVACY-EMAIL", "nl")),
  ).toHaveAccessibleDescription(text("ADMIN-ENQUIRY-PRIVACY-NONE", "nl"));
  await expect(held).toBeHidden();
  await context.close();
});
