// Builds the long-lived services of the process from its configuration and database.
import type { Config, LoadedConfig } from "../config/config.server.ts";
import type { Db } from "../db/database.server.ts";
import { AddressRateLimit } from "../http/address-rate-limit.server.ts";
import { trustedProxyList } from "../http/client-address.server.ts";
import { CacheRegistry } from "../modules/caches/cache-registry.server.ts";
import { Catalogue } from "../modules/catalogue/catalogue.server.ts";
import { catalogueRevisedKinds } from "../modules/catalogue/catalogue-revisions.server.ts";
import { catalogueSitemapSource } from "../modules/catalogue/catalogue-sitemap.server.ts";
import { catalogueTextSet } from "../modules/catalogue/catalogue-texts.server.ts";
import { articleRevisedKind } from "../modules/content/article-revisions.server.ts";
import { Articles } from "../modules/content/articles.server.ts";
import { articlesSitemapSource } from "../modules/content/articles-sitemap.server.ts";
import { contactWindowMs } from "../modules/enquiries/contact.schema.ts";
import { enquiryRetention } from "../modules/enquiries/enquiry-retention.server.ts";
import { MailOutbox } from "../modules/enquiries/mail-outbox.server.ts";
import { History } from "../modules/history/revisions.server.ts";
import { InterfaceTexts } from "../modules/i18n/interface-texts.server.ts";
import { TextSets } from "../modules/i18n/text-data-sets.server.ts";
import { SearchCounters } from "../modules/insight/search-counters.server.ts";
import { searchRetention } from "../modules/insight/search-retention.server.ts";
import { VisitCounter } from "../modules/insight/visit-counter.server.ts";
import { visitRetention } from "../modules/insight/visit-retention.server.ts";
import { prepareSearch } from "../modules/search/search-index.server.ts";
import { synonymRevisedKind } from "../modules/search/synonym-revisions.server.ts";
import { Synonyms } from "../modules/search/synonyms.server.ts";
import { Sitemap } from "../modules/seo/sitemap.server.ts";
import { settingRevisedKind } from "../modules/settings/setting-revisions.server.ts";
import { SiteSettings } from "../modules/settings/site-settings.server.ts";
import { translationKeyRevisedKind } from "../modules/translations/translation-key-revisions.server.ts";
import { sharedSigningSecret } from "../modules/users/signing-secret.server.ts";
import { userTrashedKind } from "../modules/users/user-trash.server.ts";
import type { AppServices } from "./context.ts";
import { Lifecycle } from "./lifecycle.server.ts";
import type { Logger } from "./logger.server.ts";

/**
 * The configuration with its signing secret: the one given or kept in the data directory, or
 * on PostgreSQL the one every instance shares in the database. After the migrations.
 */
export async function withSigningSecret(config: LoadedConfig, db: Db): Promise<Config> {
  if (config.secret !== null) return config as Config;
  return Object.freeze({ ...config, secret: await sharedSigningSecret(db) });
}

export function createServices(config: Config, db: Db, log: Logger): AppServices {
  const caches = new CacheRegistry(db, log);
  const catalogue = new Catalogue(db, log, caches);
  const interfaceTexts = new InterfaceTexts(db, log, caches);
  // Which stamp a text edit moves, by the sets of texts the modules feed (ADR 43).
  const textSets = new TextSets().register(catalogueTextSet);
  const siteSettings = new SiteSettings(db, caches);
  const articles = new Articles(db, caches);
  // The history restores every kind of item through the kind's own module (ADR 43).
  const history = new History(config.revisionsKept, config.trashDays);
  history.kinds.register(
    ...catalogueRevisedKinds({ db, catalogue }),
    articleRevisedKind({ db, articles }),
    settingRevisedKind({ db, siteSettings }),
    synonymRevisedKind({ db }),
    translationKeyRevisedKind({ db, textSets }),
    userTrashedKind({ db }),
  );
  const sitemap = new Sitemap().register(
    catalogueSitemapSource(catalogue),
    articlesSitemapSource(articles),
  );
  const mailOutbox = new MailOutbox({ config, db, log, interfaceTexts });
  // Once the site starts the outbox's timer, it also keeps buyers' details no longer than the
  // shop says (ADR 41).
  mailOutbox.onEveryRun(enquiryRetention({ db, log }));
  return {
    config,
    db,
    log,
    caches,
    interfaceTexts,
    textSets,
    catalogue,
    siteSettings,
    articles,
    synonyms: new Synonyms(db, caches),
    // Started with the site; it keeps the counts as long as the visits' (ADR 46).
    searchRecorder: new SearchCounters({ db, log, afterWrite: searchRetention({ db, log }) }),
    // Started with the site; it also keeps the counters no longer than the shop says (ADR 45).
    visitCounter: new VisitCounter({
      db,
      log,
      secret: config.secret,
      proxies: trustedProxyList(config.trustedProxies),
      ownHosts: [new URL(config.publicUrl).hostname],
      catalogue,
      articles,
      enabled: config.visitCounting,
      afterWrite: visitRetention({ db, log }),
    }),
    mailOutbox,
    contactRateLimit: new AddressRateLimit(db, "contact", config.contactRateLimit, contactWindowMs),
    lifecycle: new Lifecycle(),
    history,
    sitemap,
  };
}

/**
 * Builds every cache, the search index and the facets' postings before the server takes its first request: at
 * 100 000 products the catalogue takes seconds to read, which the first visitors would
 * otherwise wait for. Answers how long it took.
 */
export async function warmUp(services: Pick<AppServices, "caches" | "catalogue">): Promise<number> {
  const started = performance.now();
  await services.caches.buildAll();
  const catalogue = await services.catalogue.read();
  prepareSearch(catalogue);
  catalogue.postings();
  return Math.round(performance.now() - started);
}
