// Interface texts of the back office's translations screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminTranslationsTexts: InterfaceTextSet = {};
