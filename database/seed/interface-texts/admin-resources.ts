// Interface texts of the back office's resources screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminResourcesTexts: InterfaceTextSet = {};
