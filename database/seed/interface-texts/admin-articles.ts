// Interface texts of the back office's articles screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminArticlesTexts: InterfaceTextSet = {};
