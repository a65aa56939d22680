// The shape of a value in every language, as the stored states of the items with a history
// (ADR 30) keep their texts, checked before a state is saved again.
import { z } from "zod";
import type { Locale } from "./locales.ts";

export const localizedShape = <T extends z.ZodType>(value: T) =>
  z.object({ en: value, fr: value, nl: value } satisfies Record<Locale, T>);
