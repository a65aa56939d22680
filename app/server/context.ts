// What the server hands to every loader and action through React Router's load context.
// Client-safe on purpose: route modules import these keys, the values only exist on the server.
import { createContext } from "react-router";
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/database.server.ts";
import type { AddressRateLimit } from "../http/address-rate-limit.server.ts";
import type { CacheRegistry } from "../modules/caches/cache-registry.server.ts";
import type { Catalogue } from "../modules/catalogue/catalogue.server.ts";
import type { Articles } from "../modules/content/articles.server.ts";
import type { MailOutbox } from "../modules/enquiries/mail-outbox.server.ts";
import type { History } from "../modules/history/revisions.server.ts";
import type { InterfaceTexts } from "../modules/i18n/interface-texts.server.ts";
import type { TextSets } from "../modules/i18n/text-data-sets.server.ts";
import type { SearchCounters } from "../modules/insight/search-counters.server.ts";
import type { VisitCounter } from "../modules/insight/visit-counter.server.ts";
import type { Synonyms } from "../modules/search/synonyms.server.ts";
import type { Sitemap } from "../modules/seo/sitemap.server.ts";
import type { SiteSettings } from "../modules/settings/site-settings.server.ts";
import type { Lifecycle } from "./lifecycle.server.ts";
import type { Logger } from "./logger.server.ts";

/** The long-lived services of the process: created once at start-up. */
export type AppServices = {
  config: Config;
  db: Db;
  log: Logger;
  caches: CacheRegistry;
  interfaceTexts: InterfaceTexts;
  /** Which stamp a text edit moves: the sets of texts the modules registered (ADR 43). */
  textSets: TextSets;
  catalogue: Catalogue;
  siteSettings: SiteSettings;
  articles: Articles;
  /** The search's synonym groups and replacements. */
  synonyms: Synonyms;
  /** Counts the searches the search runs, for the search report; written in batches (ADR 46). */
  searchRecorder: SearchCounters;
  /** Counts page views and visitors as pages are answered; written in batches (ADR 45). */
  visitCounter: VisitCounter;
  /** Contact messages waiting to be mailed; retried until they are. */
  mailOutbox: MailOutbox;
  /** Contact messages per address, shared by the contact page and the API. */
  contactRateLimit: AddressRateLimit;
  /** Serving or draining: a stop begins the drain, the health check tells the load balancer. */
  lifecycle: Lifecycle;
  /** Revisions of what administrators edit (ADR 30). */
  history: History;
  /** What the modules show visitors, for sitemap.xml and the sitemap page (ADR 43). */
  sitemap: Sitemap;
};

/** What belongs to one request. */
export type RequestInfo = {
  requestId: string;
  /** The visitor's network address, for the limits shared with the API. */
  clientAddress: string;
};

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
/** The client build's stylesheets by address, which the documents write inline (ADR 39). */
export const stylesheetsContext = createContext<ReadonlyMap<string, string>>(new Map());
