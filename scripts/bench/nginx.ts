// nginx serving fixed bytes, the ceiling a stored page is measured against in the same run; and
// nginx balancing the load over instances of the site.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { nginxMainConfig } from "../../tests/support/nginx.ts";
import { freePort } from "../../tests/support/site-server.ts";
import { childServer } from "./child-server.ts";

export function hasNginx(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves each body at its path as an HTML page, gzipped when the request accepts it (the same
 * bytes compressed once, as our stored pages are). Workers run as nginx's default user: the
 * folder is readable by everyone. One worker per core, or as many as asked.
 */
export async function serveWithNginx(
  bodies: Map<string, Buffer>,
  workers: number | "auto" = "auto",
) {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-nginx-"));
  chmodSync(root, 0o755);
  const site = path.join(root, "site");
  for (const [pathname, body] of bodies) {
    const folder = path.join(site, pathname);
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    writeFileSync(path.join(folder, "index.html"), body, { mode: 0o644 });
    writeFileSync(path.join(folder, "index.html.gz"), gzipSync(body), { mode: 0o644 });
  }
  const port = await freePort();
  return startNginx(
    root,
    `default_type text/html;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location / { try_files $uri/index.html =404; }
  }`,
    port,
    undefined,
    workers,
  );
}

/**
 * nginx as the load balancer in front of instances of the site, round robin, keeping its
 * connections to them open as a production balancer would.
 */
export async function balanceWithNginx(instances: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), "vitrine-balancer-"));
  chmodSync(root, 0o755);
  const port = await freePort();
  const servers = instances.map((baseUrl) => `server ${new URL(baseUrl).host};`).join(" ");
  return startNginx(
    root,
    `upstream site { ${servers} keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }`,
    port,
  );
}

/**
 * nginx in `root` with `http` in its http block, one worker per core unless told; `modules`
 * loaded first.
 */
export async function startNginx(
  root: string,
  http: string,
  port: number,
  modules?: string[],
  workers: number | "auto" = "auto",
) {
  const config = path.join(root, "nginx.conf");
  writeFileSync(config, nginxMainConfig(root, http, { workers, connections: 1024, modules }));
  const nginx = spawn("nginx", ["-p", root, "-c", config], { stdio: "ignore" });
  return childServer(nginx, {
    port,
    stopSignal: "SIGQUIT",
    folder: root,
    whenNotStarted: `nginx did not start: see ${root}/error.log`,
  });
}
