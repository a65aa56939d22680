// Every text of the interface in the shop's three languages, one file per area of the site.
// Administrators edit them afterwards in the translations screen; the seed only adds what is
// missing. A key defined in two files is a mistake the seed test catches.
import { accountTexts } from "./account.ts";
import { adminTexts } from "./admin.ts";
import { adminArticlesTexts } from "./admin-articles.ts";
import { adminAttributesTexts } from "./admin-attributes.ts";
import { adminAuditLogTexts } from "./admin-audit-log.ts";
import { adminCachesTexts } from "./admin-caches.ts";
import { adminCategoriesTexts } from "./admin-categories.ts";
import { adminEnquiriesTexts } from "./admin-enquiries.ts";
import { adminEnquiryTexts } from "./admin-enquiry.ts";
import { adminEnquiryPrivacyTexts } from "./admin-enquiry-privacy.ts";
import { adminHistoryTexts } from "./admin-history.ts";
import { adminHomeTexts } from "./admin-home.ts";
import { adminInsightTexts } from "./admin-insight.ts";
import { adminPicturesTexts } from "./admin-pictures.ts";
import { adminProductFormTexts } from "./admin-product-form.ts";
import { adminProductsTexts } from "./admin-products.ts";
import { adminSiteSettingsTexts } from "./admin-site-settings.ts";
import { adminSpreadsheetsTexts } from "./admin-spreadsheets.ts";
import { adminSynonymsTexts } from "./admin-synonyms.ts";
import { adminTranslationsTexts } from "./admin-translations.ts";
import { adminTrashTexts } from "./admin-trash.ts";
import { adminUsersTexts } from "./admin-users.ts";
import { availabilityTexts } from "./availability.ts";
import { catalogueTexts } from "./catalogue.ts";
import { compareTexts } from "./compare.ts";
import { contactTexts } from "./contact.ts";
import { contentTexts } from "./content.ts";
import { datasheetTexts } from "./datasheet.ts";
import { enquiryMailTexts } from "./enquiry-mails.ts";
import { layoutTexts } from "./layout.ts";
import { searchTexts } from "./search.ts";
import { siteTexts } from "./site.ts";
import type { InterfaceTextSet } from "./text-set.ts";

export const interfaceTextSets: Record<string, InterfaceTextSet> = {
  site: siteTexts,
  layout: layoutTexts,
  catalogue: catalogueTexts,
  availability: availabilityTexts,
  compare: compareTexts,
  search: searchTexts,
  contact: contactTexts,
  datasheet: datasheetTexts,
  content: contentTexts,
  "enquiry-mails": enquiryMailTexts,
  account: accountTexts,
  admin: adminTexts,
  "admin-products": adminProductsTexts,
  "admin-product-form": adminProductFormTexts,
  "admin-categories": adminCategoriesTexts,
  "admin-attributes": adminAttributesTexts,
  "admin-pictures": adminPicturesTexts,
  "admin-articles": adminArticlesTexts,
  "admin-translations": adminTranslationsTexts,
  "admin-site-settings": adminSiteSettingsTexts,
  "admin-synonyms": adminSynonymsTexts,
  "admin-users": adminUsersTexts,
  "admin-caches": adminCachesTexts,
  "admin-spreadsheets": adminSpreadsheetsTexts,
  "admin-home": adminHomeTexts,
  "admin-history": adminHistoryTexts,
  "admin-trash": adminTrashTexts,
  "admin-audit-log": adminAuditLogTexts,
  "admin-enquiries": adminEnquiriesTexts,
  "admin-insight": adminInsightTexts,
  "admin-enquiry": adminEnquiryTexts,
  "admin-enquiry-privacy": adminEnquiryPrivacyTexts,
};

export const interfaceTexts: InterfaceTextSet = Object.assign(
  {},
  ...Object.values(interfaceTextSets),
);
