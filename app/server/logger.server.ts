// The process logger: JSON lines on stdout, one per event. Lines are written asynchronously:
// the lines logged while a write is under way go out together in the next one, so a busy
// server makes a few large writes instead of one system call per request; what is still
// waiting is written out when the process exits.
import { type Logger, pino } from "pino";
import type { Config } from "../config/config.server.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino(
    { level: config.logLevel, base: undefined },
    pino.destination({ dest: 1, sync: false }),
  );
}
