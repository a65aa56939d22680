// The audit log's rules: an entry is cut to the sizes the table holds, the log keeps an entry
// for AUDIT_LOG_DAYS days (older ones are left out of every read and pruned), and it is read a
// page at a time, newest first, filtered by person, kind of item and the shop's days.
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { shopDayStart } from "../../domain/shop-days.ts";
import { maxEmailLength } from "../users/users.schema.ts";
import type { AuditAction, AuditEntity, AuditEntryDto, AuditFilter } from "./audit.schema.ts";
import { auditPageSize } from "./audit.schema.ts";
import {
  countAuditEntries,
  deleteAuditEntriesBefore,
  insertAuditEntry,
  listAuditEmails,
  listAuditEntries,
} from "./audit-entry.repository.server.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** What happened, in the shop's terms. */
export type AuditRecord = {
  at?: Date;
  user: { id: number | null; email: string | null };
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  summary: string;
  address: string;
};

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

export async function recordAuditEntry(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    at: (record.at ?? new Date()).toISOString(),
    userId: record.user.id,
    userEmail: record.user.email === null ? null : cut(record.user.email, maxEmailLength),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    summary: cut(record.summary, 500),
    address: cut(record.address, 64),
  });
}

/** Records an entry; a failure is logged, never passed on: the log must not undo a write. */
export async function recordAuditEntrySafely(db: Db, log: Logger, record: AuditRecord) {
  try {
    await recordAuditEntry(db, record);
  } catch (error) {
    log.error({ err: error }, "Audit log entry not recorded");
  }
}

/** The oldest instant the log still keeps. */
export function keptSince(keptDays: number, now = new Date()): string {
  return new Date(now.getTime() - keptDays * dayMs).toISOString();
}

/** Deletes the entries older than the log keeps; answers how many. */
export async function pruneAuditLog(db: Db, keptDays: number, now = new Date()): Promise<number> {
  return deleteAuditEntriesBefore(db, keptSince(keptDays, now));
}

/** One page of the log (1 is the newest), with the count of every entry the filters match. */
export async function auditLogPage(
  db: Db,
  keptDays: number,
  filter: AuditFilter,
  page: number,
  now = new Date(),
): Promise<{ entries: AuditEntryDto[]; total: number; page: number; pageSize: number }> {
  const since = keptSince(keptDays, now);
  const from = filter.from ? shopDayStart(filter.from) : since;
  const rowFilter = {
    userEmail: filter.user,
    entity: filter.entity,
    atOrAfter: from > since ? from : since,
    before: filter.to ? shopDayStart(filter.to, 1) : undefined,
  };
  const [rows, total] = await Promise.all([
    listAuditEntries(db, rowFilter, { offset: (page - 1) * auditPageSize, limit: auditPageSize }),
    countAuditEntries(db, rowFilter),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      userId: row.userId,
      userEmail: row.userEmail,
      action: row.action as AuditAction,
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      summary: row.summary,
      address: row.address,
    })),
    total,
    page,
    pageSize: auditPageSize,
  };
}

/** The people the kept log names (signed-in writers), for the screen's person filter. */
export async function auditPeople(db: Db, keptDays: number): Promise<string[]> {
  return listAuditEmails(db, keptSince(keptDays), 500);
}
