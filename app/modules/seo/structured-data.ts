// schema.org structured data (JSON-LD) for the shop, breadcrumbs, products and blog articles.
// Client-safe.
import { localizedPath } from "../../routing/localized-routes.ts";
import { defaultLocale, type Locale, localeTags } from "../i18n/locales.ts";
import { openingHoursSpecification } from "../settings/opening-hours.ts";

type Texts = Readonly<Record<string, string>>;

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
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.bk,
    description: product.description,
    url: `${publicUrl}${product.path}`,
    image: product.pictures.map((picture) => pictureAddress(publicUrl, picture.id)),
    brand: { "@type": "Brand", name: product.brand },
    additionalProperty: product.attributes.map((attribute) => ({
      "@type": "PropertyValue",
      name: attribute.label,
      value: attribute.value,
    })),
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
