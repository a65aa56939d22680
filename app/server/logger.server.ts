// The process logger: JSON lines on stdout, one per event.
import { type Logger, pino } from "pino";
import type { Config } from "../config/config.server.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({ level: config.logLevel, base: undefined });
}
