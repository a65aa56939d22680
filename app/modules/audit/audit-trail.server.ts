// Records every write an administrator makes through the API, in one place: a middleware of the
// API that lets the call run, then, when it succeeded, writes who made it, what it was about
// (from the call's declared route and its answer) and from which address. Sign-ins are recorded
// whether they succeed or fail (a failed one with the e-mail typed), sign-outs for every user.
// Recording never fails a write: a problem is logged and the answer goes out as it was. Once an
// hour at most, a write also prunes the entries older than AUDIT_LOG_DAYS.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import type { ApiEnv } from "../../http/api-route.server.ts";
import { clientAddress } from "../../http/client-address.server.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { trashedEntities } from "../history/history-model.ts";
import { trashedLabel } from "../history/trash-and-revision-reads.server.ts";
import { personByEmail, personById } from "../users/people.server.ts";
import type { AuditEntity } from "./audit.schema.ts";
import { type AuditRecord, pruneAuditLog, recordAuditEntry } from "./audit.service.server.ts";
import { type AuditedCall, auditedCallOf, routeTemplate } from "./audited-calls.server.ts";

const hourMs = 60 * 60 * 1000;
/** How much of a failed sign-in's e-mail is kept: enough to recognise it, no more. */
const typedEmailLength = 100;
/**
 * Words an answer's record is named by, in order of preference. An enquiry is named by its
 * reference, never by its buyer's e-mail or name: an erased buyer leaves no trace in the log.
 * `label` is how the trash names what it holds.
 */
const labelFields = ["reference", "bk", "key_code", "key", "email", "name", "code", "label"];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The record an answer carries: itself when it has an id, or its first field that has one. */
function recordIn(answer: unknown): Json | undefined {
  if (!isObject(answer)) return undefined;
  if (typeof answer.id === "number") return answer;
  return Object.values(answer).find(
    (value): value is Json => isObject(value) && typeof value.id === "number",
  );
}

/**
 * A few words on the outcome: the record's name, the answer's own words, an import's counts, how
 * many a call changed, erased or deleted (the audit log's sentences read them: recorded-call.ts).
 */
function detailOf(answer: unknown): string | undefined {
  if (!isObject(answer)) return undefined;
  const record = recordIn(answer);
  const label = labelFields.map((field) => record?.[field]).find((v) => typeof v === "string");
  if (typeof label === "string" && label) return label;
  if (typeof answer.result === "string") return answer.result;
  if (typeof answer.created === "number" && typeof answer.updated === "number") {
    return `${answer.created} created, ${answer.updated} updated, ${Number(answer.unchanged ?? 0)} unchanged`;
  }
  if (typeof answer.changed === "number") return `${answer.changed} changed`;
  // How many enquiries an erasure anonymised, pictures or trashed items a clean-up deleted.
  if (typeof answer.erased === "number") return `${answer.erased} erased`;
  if (typeof answer.deleted === "number") return `${answer.deleted} deleted`;
  if (typeof answer.error === "string") return answer.error;
  return undefined;
}

async function answerOf(c: Context): Promise<unknown> {
  if (!c.res.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    return await c.res.clone().json();
  } catch {
    return undefined;
  }
}

/** The id the path names in place of `{id}`, if the route has one. */
function pathId(template: string, path: string): number | undefined {
  const at = template.split("/").indexOf("{id}");
  return at < 0 ? undefined : recordIdFrom(path.split("/")[at]);
}

/** What the request typed as its e-mail, when its body was valid. */
function typedEmail(c: Context): string | null {
  const body = c.req.valid("json" as never) as unknown;
  const user = isObject(body) && isObject(body.user) ? body.user : undefined;
  const email = typeof user?.email === "string" ? user.email.trim() : "";
  return email ? email.slice(0, typedEmailLength) : null;
}

/** The caller's e-mail: identified callers carry it; otherwise it is read. */
async function emailOf(db: Db, caller: { id: number }): Promise<string | null> {
  if ("email" in caller && typeof caller.email === "string") return caller.email;
  return (await personById(db, caller.id))?.email ?? null;
}

/** How the trash names an item of this kind just deleted; undefined for kinds it does not keep. */
export async function trashedName(
  db: Db,
  entity: AuditEntity,
  id: number,
): Promise<string | undefined> {
  const kind = entity === "translation" ? "translation-key" : entity;
  if (!(trashedEntities as readonly string[]).includes(kind)) return undefined;
  return trashedLabel(db, kind, id);
}

async function entryOf(
  c: Context<ApiEnv>,
  db: Db,
  call: AuditedCall,
  template: string,
): Promise<AuditRecord | undefined> {
  const status = c.res.status;
  const succeeded = status >= 200 && status < 300;
  const caller = c.get("caller")?.user;
  const url = new URL(c.req.url);
  const shown = `${c.req.method} ${url.pathname}${url.search}`;
  const base = { entity: call.entity, address: clientAddress(c) };

  if (call.action === "sign-in") {
    if (succeeded) {
      const user = recordIn(await answerOf(c));
      const email = typeof user?.email === "string" ? user.email : null;
      const id = typeof user?.id === "number" ? user.id : null;
      return { ...base, action: "sign-in", user: { id, email }, entityId: id, summary: shown };
    }
    // A wrong e-mail or password; a refused body or a rate-limited address typed nothing read.
    if (status !== 401) return undefined;
    const email = typedEmail(c);
    const known = email ? await personByEmail(db, email) : undefined;
    const detail = detailOf(await answerOf(c));
    return {
      ...base,
      action: "sign-in-failed",
      user: { id: known?.id ?? null, email },
      entityId: known?.id ?? null,
      summary: detail ? `${shown}: ${detail}` : shown,
    };
  }

  if (!succeeded || !caller) return undefined;
  if (call.action !== "sign-out" && !caller.isAdmin) return undefined;
  const answer = await answerOf(c);
  // A dry run (an import checked, not written) changed nothing.
  if (isObject(answer) && answer.applied === false) return undefined;
  const answered = recordIn(answer)?.id;
  const entityId = call.createsItem
    ? (answered as number | undefined)
    : (pathId(template, url.pathname) ?? (answered as number | undefined));
  let detail = call.action === "sign-out" ? undefined : detailOf(answer);
  // A deletion answers nothing of the item; the trash, which just received it, names it.
  if (detail === undefined && call.action === "delete" && entityId !== undefined) {
    detail = await trashedName(db, call.entity, entityId);
  }
  return {
    ...base,
    action: call.action,
    user: { id: caller.id, email: await emailOf(db, caller) },
    entityId: call.entity === "session" ? caller.id : (entityId ?? null),
    summary: detail ? `${shown}: ${detail}` : shown,
  };
}

/** The API's audit middleware; `auditLogDays` says how long entries are kept. */
export function auditTrail({
  db,
  log,
  config,
}: {
  db: Db;
  log: Logger;
  config: { auditLogDays: number };
}) {
  let nextPruneAt = 0;
  async function pruneWhenDue() {
    const now = Date.now();
    if (now < nextPruneAt) return;
    nextPruneAt = now + hourMs;
    const removed = await pruneAuditLog(db, config.auditLogDays, new Date(now));
    if (removed > 0) log.info({ removed }, "Audit log entries past their keeping time removed");
  }

  return createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    try {
      const template = routeTemplate(routePath(c));
      const call = auditedCallOf(c.req.method, template);
      if (!call) return;
      const entry = await entryOf(c, db, call, template);
      if (!entry) return;
      await recordAuditEntry(db, entry);
      await pruneWhenDue();
    } catch (error) {
      log.error({ err: error, path: c.req.path }, "Audit log entry not recorded");
    }
  });
}
