// Every migration in order. Listed by hand (not read from the folder) so the list is the same
// whether the code runs from source, from a bundle or under a test runner.
import type { Migration } from "kysely/migration";
import * as foundation from "./2026-11-22T0900-foundation.ts";
import * as catalogueAndContent from "./2026-11-22T1000-catalogue-and-content.ts";
import * as rootCategory from "./2026-11-22T1100-root-category.ts";
import * as userSessionVersion from "./2026-11-24T0900-user-session-version.ts";
import * as addressUse from "./2026-11-24T1200-address-use.ts";
import * as signingSecret from "./2026-11-24T1300-signing-secret.ts";
import * as storedPicture from "./2026-11-24T1500-stored-picture.ts";
import * as productActive from "./2026-11-24T1900-product-active.ts";
import * as pictureAlt from "./2026-11-24T2000-picture-alt.ts";
import * as retiredAddress from "./2026-11-24T2100-retired-address.ts";
import * as auditLog from "./2026-11-24T2200-audit-log.ts";
import * as revision from "./2026-11-24T2300-revision.ts";
import * as trash from "./2026-11-24T2330-trash.ts";
import * as attributeTypeFilter from "./2026-11-25T0000-attribute-type-filter.ts";
import * as enquiries from "./2026-11-29T0900-enquiries.ts";
import * as productAvailability from "./2026-11-29T1000-product-availability.ts";
import * as visitCounters from "./2026-11-29T1100-visit-counters.ts";
import * as searchCounters from "./2026-11-29T1110-search-counters.ts";
import * as synonyms from "./2026-11-29T1120-synonyms.ts";

export const migrations: Record<string, Migration> = {
  "2026-11-22T0900-foundation": foundation,
  "2026-11-22T1000-catalogue-and-content": catalogueAndContent,
  "2026-11-22T1100-root-category": rootCategory,
  "2026-11-24T0900-user-session-version": userSessionVersion,
  "2026-11-24T1200-address-use": addressUse,
  "2026-11-24T1300-signing-secret": signingSecret,
  "2026-11-24T1500-stored-picture": storedPicture,
  "2026-11-24T1900-product-active": productActive,
  "2026-11-24T2000-picture-alt": pictureAlt,
  "2026-11-24T2100-retired-address": retiredAddress,
  "2026-11-24T2200-audit-log": auditLog,
  "2026-11-24T2300-revision": revision,
  "2026-11-24T2330-trash": trash,
  "2026-11-25T0000-attribute-type-filter": attributeTypeFilter,
  "2026-11-29T0900-enquiries": enquiries,
  "2026-11-29T1000-product-availability": productAvailability,
  "2026-11-29T1100-visit-counters": visitCounters,
  "2026-11-29T1110-search-counters": searchCounters,
  "2026-11-29T1120-synonyms": synonyms,
};
