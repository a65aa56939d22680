// Interface texts of the back office's attributes screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminAttributesTexts: InterfaceTextSet = {};
