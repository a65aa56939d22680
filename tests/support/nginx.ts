// nginx as the tests and the bench start it: an ordinary process in a folder of its own (its
// pid, error log and temporary files there, nothing under /var), listening on loopback ports.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";

/** How long nginx may take to start and to stop; it takes well under a second. */
export const nginxDeadlineMs = 15_000;

type MainOptions = {
  /** `worker_processes`: 1 unless told. */
  workers?: number | "auto";
  /** `worker_connections`: 256 unless told. */
  connections?: number;
  /** Dynamic modules to load, by their file. */
  modules?: string[];
  /** Where requests are logged: nowhere unless told. */
  accessLog?: string;
};

/** nginx's main configuration for `folder`, with `http` inside its http block. */
export function nginxMainConfig(folder: string, http: string, options: MainOptions = {}) {
  const modules = (options.modules ?? []).map((module) => `load_module ${module};\n`).join("");
  return `daemon off;
${modules}worker_processes ${options.workers ?? 1};
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections ${options.connections ?? 256}; }
http {
  access_log ${options.accessLog ?? "off"};
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${http}
}
`;
}

/** Resolves once nginx accepts connections on `port`; rejects with its log if it stops or is late. */
export function untilNginxListens(port: number, nginx: ChildProcess, log: () => string) {
  const deadline = Date.now() + nginxDeadlineMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) {
        reject(new Error(`nginx stopped at start (exit ${nginx.exitCode}):\n${log()}`));
        return;
      }
      const socket = connect({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen:\n${log()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * nginx started on `folder`'s nginx.conf, and what it said (its output and error log) for the
 * message of a test that fails.
 */
export function startNginxIn(folder: string, binary = "nginx") {
  let output = "";
  const nginx = spawn(
    binary,
    ["-p", folder, "-c", `${folder}/nginx.conf`, "-e", `${folder}/error.log`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  nginx.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  nginx.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const log = () => {
    try {
      return output + readFileSync(`${folder}/error.log`, "utf8");
    } catch {
      return output;
    }
  };
  return { nginx, log };
}

/** Stops nginx gracefully (SIGQUIT); a master that does not stop in time is killed. */
export async function stopNginx(nginx: ChildProcess) {
  if (nginx.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  nginx.kill("SIGQUIT");
  const killer = setTimeout(() => nginx.kill("SIGKILL"), nginxDeadlineMs);
  await exited;
  clearTimeout(killer);
}
