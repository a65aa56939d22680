// The names of the quote list's products in the page's language. The list keeps business keys
// (quote-list.ts); the page asks the server for their titles (POST /api/products/titles) and
// keeps the answers for as long as the page lives. When the request fails — no answer, or the
// server failing — it is asked again a few times, later each time, and the page is told on the
// first failure so that it can say so; meanwhile, and for good if every try fails, a product is
// named by the title a list stored before carried, else by its reference.
import { useEffect, useState } from "react";
import type { z } from "zod";
import type { productTitlesSchema } from "../../modules/catalogue/catalogue.schema.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { ApiCallError, callApi } from "../api-client.ts";

/** Waits before the second, third and fourth tries; then the page keeps the references. */
export const titleRetryDelaysMs: readonly number[] = [2_000, 5_000, 15_000];

const known = new Map<string, string>();
const keyOf = (locale: Locale, bk: string) => `${locale}\n${bk}`;

/** A refusal (4xx) would be refused again; a failing server or network may answer later. */
class RetryableFailure extends Error {}

type ProductTitles = z.infer<typeof productTitlesSchema>;

async function askTitles(locale: Locale, bks: readonly string[]): Promise<void> {
  let answer: ProductTitles | undefined;
  try {
    answer = await callApi<ProductTitles>("POST", "/products/titles", { lang: locale, bk: bks });
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    // No answer (status 0), a failing server or a rate limit: ask again later.
    if (error.status === 0 || error.status >= 500 || error.status === 429) {
      throw new RetryableFailure(error.message);
    }
    // Otherwise the products are named by what the list stored.
  }
  for (const { bk, title } of answer?.titles ?? []) known.set(keyOf(locale, bk), title);
  // A product the shop no longer shows has no title to ask for again.
  for (const bk of bks) if (!known.has(keyOf(locale, bk))) known.set(keyOf(locale, bk), "");
}

/**
 * `titleOf(bk)`: the product's title in `locale`, "" while unknown. `onRetry` is called when the
 * first request fails and is tried again.
 */
export function useQuoteTitles(
  bks: readonly string[],
  locale: Locale,
  onRetry: () => void,
): (bk: string) => string {
  const [, setAnswered] = useState(0);
  const wanted = bks.join("\n");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` stands for `bks`, whose array changes with every quantity; a new `onRetry` is no reason to ask again
  useEffect(() => {
    const missing = bks.filter((bk) => !known.has(keyOf(locale, bk)));
    if (missing.length === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (tried: number) => {
      try {
        await askTitles(locale, missing);
        if (!stopped) setAnswered((count) => count + 1);
      } catch (error) {
        const delay = titleRetryDelaysMs[tried];
        if (stopped || !(error instanceof RetryableFailure) || delay === undefined) return;
        if (tried === 0) onRetry();
        timer = setTimeout(() => void attempt(tried + 1), delay);
      }
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [wanted, locale]);

  return (bk) => known.get(keyOf(locale, bk)) ?? "";
}
