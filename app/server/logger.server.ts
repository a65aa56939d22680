// The process logger: JSON lines on stdout, one per event. A single process writes its lines
// asynchronously: the lines logged while a write is under way go out together in the next
// one, so a busy server makes a few large writes instead of one system call per request; what
// is still waiting is written out when the process exits. Workers sharing one stdout (ADR 40)
// write each line at once, in one call: a pipe takes a write of up to 4 KB whole, so lines of
// two workers never cut into each other, and each line says which worker wrote it.
import { type Logger, pino } from "pino";
import type { Config } from "../config/config.server.ts";

export type { Logger };

export function createLogger(config: Pick<Config, "logLevel">, worker?: number): Logger {
  return pino(
    { level: config.logLevel, base: worker === undefined ? undefined : { worker } },
    pino.destination({ dest: 1, sync: worker !== undefined }),
  );
}
