// Interface texts of the back office's products screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminProductsTexts: InterfaceTextSet = {};
