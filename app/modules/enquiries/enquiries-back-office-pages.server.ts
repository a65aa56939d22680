// What the back office's enquiry screens show: the inbox (one page of the enquiries its address
// filters, with the administrators one may filter by), one enquiry (with, for each line, the
// product's edit page and public page while the catalogue has it, and the administrators it
// may be given to), and the personal-data screen (the enquiries an e-mail address sent). Also
// the back office's overview, which leads with the enquiries: this module stands above every
// other it counts (catalogue, articles, pictures, translations).
import type { Db } from "../../db/database.server.ts";
import { isDomainError } from "../../domain/errors.ts";
import { recordIdFrom } from "../../http/record-id.ts";
import { adminPath } from "../../routing/back-office-routes.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import { productPath } from "../catalogue/catalogue-addresses.ts";
import type { Articles } from "../content/articles.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { countPictures } from "../pictures/pictures.service.server.ts";
import { getTranslationCompleteness } from "../translations/translations.service.server.ts";
import { administrators } from "../users/people.server.ts";
import { maxEmailLength } from "../users/users.schema.ts";
import { latestEnquiries } from "./contact.service.server.ts";
import { enquiryFilterOf, privacyEraseSchema } from "./enquiries.schema.ts";
import { newEnquiryCount } from "./enquiries.service.server.ts";
import { listEnquiriesOfEmail } from "./enquiry.repository.server.ts";
import { enquiryDetail, enquiryPage, productIdsIn } from "./enquiry-inbox.server.ts";

type PageServices = { db: Db; catalogue: Catalogue };

/** The inbox: the page its address asks for, or the last one when it asks past the end. */
export async function enquiryInboxPageData(services: PageServices, searchParams: URLSearchParams) {
  const { page, ...filter } = enquiryFilterOf(searchParams);
  let result = await enquiryPage(services.db, filter, page);
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (page > pages) result = await enquiryPage(services.db, filter, pages);
  return { ...result, pages, filter, administrators: await administrators(services.db) };
}

/** One enquiry by the id its address writes; undefined when there is none. */
export async function enquiryPageData(services: PageServices, locale: Locale, idText: string) {
  const id = recordIdFrom(idText);
  if (id === undefined) return undefined;
  const model = await services.catalogue.read();
  let enquiry: Awaited<ReturnType<typeof enquiryDetail>>;
  try {
    enquiry = await enquiryDetail(services.db, id, productIdsIn(model));
  } catch (error) {
    if (isDomainError(error) && error.kind === "not-found") return undefined;
    throw error;
  }
  const lines = enquiry.lines.map((line) => {
    const product = line.productId === null ? undefined : model.product(line.productId);
    const main = product && model.mainCategoryOf(product);
    return {
      ...line,
      editPath: product
        ? adminPath("admin-products-edit-id", locale, { id: String(product.id) })
        : null,
      sitePath: product && main?.slugs[locale] ? productPath(main, product.bk, locale) : null,
    };
  });
  return { enquiry: { ...enquiry, lines }, administrators: await administrators(services.db) };
}

/**
 * The personal-data screen for the address in `?email=`: the enquiries it sent (in any case),
 * which a download hands over and an erasure anonymises. An address that is not one is said so
 * at the field, and looked up no further.
 */
export async function privacyPageData(db: Db, searchParams: URLSearchParams) {
  const asked = searchParams.get("email")?.trim() ?? "";
  if (!asked) return { email: "", valid: false, enquiries: [] };
  const parsed = privacyEraseSchema.safeParse({ email: asked });
  if (!parsed.success) {
    return { email: asked.slice(0, maxEmailLength), valid: false, enquiries: [] };
  }
  const rows = await listEnquiriesOfEmail(db, parsed.data.email);
  return {
    email: parsed.data.email,
    valid: true,
    enquiries: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      createdAt: row.createdAt,
      status: row.status,
    })),
  };
}

/** How many enquiries the overview lists. */
const latestEnquiryCount = 5;

/**
 * The overview: the enquiries still new and the latest ones, how big the catalogue is (products,
 * categories, articles, pictures) and how much of it is translated in each language.
 */
export async function backOfficeHomePageData({
  db,
  catalogue,
  articles,
}: PageServices & { articles: Articles }) {
  const [model, allArticles, pictures, completeness, enquiries, newEnquiries] = await Promise.all([
    catalogue.read(),
    articles.all(),
    countPictures(db),
    getTranslationCompleteness(db),
    latestEnquiries(db, latestEnquiryCount),
    newEnquiryCount(db),
  ]);
  return {
    counts: {
      products: model.products.length,
      categories: model.categories.length,
      articles: allArticles.length,
      pictures,
    },
    completeness,
    enquiries,
    newEnquiries,
  };
}
