// Interface texts of the back office's home screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminHomeTexts: InterfaceTextSet = {};
