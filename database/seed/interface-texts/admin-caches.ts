// Interface texts of the back office's caches screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminCachesTexts: InterfaceTextSet = {};
