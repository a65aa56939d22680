// schema.org structured data (JSON-LD) for the shop, breadcrumbs and products. Client-safe.
import { openingHoursSpecification } from "../content/opening-hours.ts";

type Texts = Readonly<Record<string, string>>;

import { type Locale, localeTags } from "../i18n/locales.ts";

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
    image: product.pictures.map((picture) => `${publicUrl}/api/resources/img/${picture.id}`),
    brand: { "@type": "Brand", name: product.brand },
    additionalProperty: product.attributes.map((attribute) => ({
      "@type": "PropertyValue",
      name: attribute.label,
      value: attribute.value,
    })),
  };
}
