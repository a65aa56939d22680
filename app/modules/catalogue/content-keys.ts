// Translation key codes of catalogue content (spec §3). Client-safe: the back office builds
// the same keys.
export const contentKeys = {
  categoryTitle: (id: number) => `CAT-${id}-TITLE`,
  categoryBody: (id: number) => `CAT-${id}-BODY`,
  categoryExtra: (id: number) => `CAT-${id}-EXTRA`,
  categoryPrefix: (id: number) => `CAT-${id}-`,
  productTitle: (bk: string) => `PRODUCT-${bk}-TITLE`,
  attributeLabel: (code: string) => `AT-${code}-LABEL`,
  attributeValue: (code: string, value: string) => `ATV-${code}-${value}`,
} as const;

/**
 * The prefixes of every catalogue text's key: these texts feed the catalogue's read model, not
 * the interface texts (registered as a text set at the composition root).
 */
export const catalogueKeyPrefixes: readonly string[] = ["CAT-", "PRODUCT-", "AT-", "ATV-"];
