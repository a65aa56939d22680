// Builds the long-lived services of the process from its configuration and database.
import type { Config } from "../config/config.server.ts";
import type { Db } from "../db/database.server.ts";
import { InterfaceTexts } from "../modules/i18n/interface-texts.server.ts";
import type { AppServices } from "./context.ts";
import type { Logger } from "./logger.server.ts";

export function createServices(config: Config, db: Db, log: Logger): AppServices {
  return { config, db, log, interfaceTexts: new InterfaceTexts(db, log) };
}
