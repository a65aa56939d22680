// Interface texts of the back office's categories screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminCategoriesTexts: InterfaceTextSet = {};
