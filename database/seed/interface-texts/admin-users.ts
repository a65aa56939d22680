// Interface texts of the back office's users screens.
import type { InterfaceTextSet } from "./text-set.ts";

export const adminUsersTexts: InterfaceTextSet = {};
