// schema.org structured data (JSON-LD) for the shop, breadcrumbs, products and blog articles.
// Client-safe.
import { localizedPath } from "../../routing/localized-routes.ts";
import { defaultLocale, type Locale, localeTags } from "../i18n/locales.ts";
import { openingHoursSpecification } from "../settings/opening-hours.ts";

type Texts = Readonly<Record<string, string>>;

/** A product's availability, as the catalogue says it (catalogue/availability.ts). */
type AvailabilityStatus = "in_stock" | "on_request" | "made_to_order";
type Availability = { status: AvailabilityStatus; leadTimeDays?: number };

/** A stored picture's full-size address, as search engines fetch it. */
function pictureAddress(publicUrl: string, id: number): string {
  return `${publicUrl}/api/resources/img/${id}`;
}

export function localBusiness(publicUrl: string, texts: Texts, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: texts["SITE-NAME"],
    description: texts["SITE-TAGLINE"],
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.svg`,
    telephone: texts["SHOP-PHONE"],
    email: texts["SHOP-EMAIL"],
    address: {
      "@type": "PostalAddress",
      streetAddress: texts["SHOP-ADDRESS"],
      addressCountry: "BE",
    },
    paymentAccepted: "Cash, Credit Card, Bank transfer",
    openingHoursSpecification: openingHoursSpecification(),
    inLanguage: localeTags[locale],
  };
}

export function breadcrumbList(publicUrl: string, trail: readonly { label: string; to: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.label,
      item: `${publicUrl}${step.to}`,
    })),
  };
}

export function productData(
  publicUrl: string,
  product: {
    bk: string;
    title: string;
    description: string;
    pictures: readonly { id: number }[];
    attributes: readonly { label: string; value: string }[];
    path: string;
    /** The shop's name, which makes its products. */
    brand: string;
    /** Said as an offer's availability; none, no offer. */
    availability?: Availability | null;
  },
) {
  const url = `${publicUrl}${product.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.bk,
    description: product.description,
    url,
    image: product.pictures.map((picture) => pictureAddress(publicUrl, picture.id)),
    brand: { "@type": "Brand", name: product.brand },
    additionalProperty: product.attributes.map((attribute) => ({
      "@type": "PropertyValue",
      name: attribute.label,
      value: attribute.value,
    })),
    ...(product.availability ? { offers: availabilityOffer(product.availability, url) } : {}),
  };
}

/**
 * schema.org's ItemAvailability for each availability. "On request" has no value of its own:
 * the product is not held in stock but can be ordered, and the shop sources or makes it once
 * ordered. BackOrder ("the item is on back order": orderable now, shipped when available) says
 * that; PreOrder is for an item not yet released, LimitedAvailability for a stock running low,
 * and OutOfStock would tell search engines it cannot be had.
 */
export const schemaOrgAvailability: Record<AvailabilityStatus, string> = {
  in_stock: "https://schema.org/InStock",
  on_request: "https://schema.org/BackOrder",
  made_to_order: "https://schema.org/MadeToOrder",
};

/** An offer that says only the availability (the shop quotes its prices on request). */
function availabilityOffer(availability: Availability, url: string) {
  return {
    "@type": "Offer",
    url,
    availability: schemaOrgAvailability[availability.status],
    ...(availability.leadTimeDays === undefined
      ? {}
      : {
          deliveryLeadTime: {
            "@type": "QuantitativeValue",
            value: availability.leadTimeDays,
            unitCode: "DAY",
            unitText: "working days",
          },
        }),
  };
}

export function blogPosting(
  publicUrl: string,
  article: {
    title: string;
    summary: string;
    publishedAt: string;
    locale: Locale;
    path: string;
    picture: { id: number } | null;
    /** The shop's name, which writes and publishes its articles. */
    shopName: string;
  },
) {
  const url = `${publicUrl}${article.path}`;
  const shop = {
    "@type": "Organization",
    name: article.shopName,
    url: `${publicUrl}${localizedPath("home", defaultLocale)}`,
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    inLanguage: localeTags[article.locale],
    url,
    mainEntityOfPage: url,
    ...(article.picture ? { image: [pictureAddress(publicUrl, article.picture.id)] } : {}),
    author: shop,
    publisher: shop,
  };
}
