// A server the bench runs as a child process (nginx, the Node.js floor): ready once it answers,
// stopped with its signal, its folder removed after it.
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

export async function childServer(
  child: ChildProcess,
  options: { port: number; stopSignal: NodeJS.Signals; folder: string; whenNotStarted: string },
) {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  for (;;) {
    try {
      await fetch(baseUrl);
      break;
    } catch {
      if (child.exitCode !== null) throw new Error(options.whenNotStarted);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(options.stopSignal);
      await exited;
      rmSync(options.folder, { recursive: true, force: true });
    },
  };
}
