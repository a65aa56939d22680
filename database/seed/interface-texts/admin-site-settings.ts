// Interface texts of the back office's site settings screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminSiteSettingsTexts: InterfaceTextSet = {};
