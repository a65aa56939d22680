// Where the site takes its connections from: the port it opens (HOST, PORT), or the listening
// socket systemd hands it (socket activation, deploy/vitrine.socket, ADR 48). A handed socket
// stays open while the site restarts: connections made meanwhile wait in the kernel's queue and
// the next process answers them once its caches are built.
import { closeSync, openSync, readlinkSync, readSync } from "node:fs";
import type { Server } from "node:net";
import type { Config } from "../config/config.server.ts";

/** sd_listen_fds(3): the first socket systemd hands over is file descriptor 3. */
const firstHandedDescriptor = 3;

/** Where to listen: the port of the configuration, or a socket systemd handed over. */
export type ListeningPlace = { handedDescriptor?: number };

/**
 * Reads the sockets systemd handed this process (LISTEN_FDS, for this process's LISTEN_PID) and
 * takes the variables out of the environment, as sd_listen_fds(3) does, so that no process this
 * one starts takes them for its own. Throws a readable error for more than one socket.
 */
export function takeHandedSocket(env: NodeJS.ProcessEnv = process.env): ListeningPlace {
  const count = Number(env.LISTEN_FDS ?? 0);
  const forThisProcess = Number(env.LISTEN_PID) === process.pid;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  if (!forThisProcess || !(count > 0)) return {};
  if (count > 1) {
    throw new Error(
      `systemd handed ${count} sockets (LISTEN_FDS); Vitrine listens on one: give its .socket unit one ListenStream=`,
    );
  }
  return { handedDescriptor: firstHandedDescriptor };
}

/** Starts listening where `place` says; errors come as the server's "error" event. */
export function listen(server: Server, config: Config, place: ListeningPlace, then: () => void) {
  if (place.handedDescriptor !== undefined) server.listen({ fd: place.handedDescriptor }, then);
  else server.listen(config.port, config.host, then);
}

/** The address a listening server answers on, for the log. */
export function listeningUrl(server: Server, config: Config): string {
  const address = server.address();
  if (typeof address === "object" && address) {
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://${config.host}:${config.port}`;
}

/**
 * Why the site cannot listen, in one line, when it is a matter of configuration (a taken port,
 * a refused address), like the configuration's own errors; undefined for anything else.
 */
export function cannotListenReason(
  error: NodeJS.ErrnoException,
  config: Config,
  place: ListeningPlace,
): string | undefined {
  const where =
    place.handedDescriptor === undefined
      ? `Cannot listen on ${config.host}:${config.port}`
      : "Cannot listen on the socket systemd handed over";
  const reason =
    error.code === "EADDRINUSE"
      ? `port ${config.port} is already in use (set PORT to another one)`
      : error.code === "EACCES"
        ? `port ${config.port} needs more rights than this user has (set PORT above 1023)`
        : error.code === "EADDRNOTAVAIL"
          ? `${config.host} is not an address of this machine (check HOST)`
          : undefined;
  return reason ? `${where}: ${reason}` : undefined;
}

/** The receive queue of the listening socket with this inode, from one of Linux's tables. */
function listeningQueue(table: string, inode: string): number | undefined {
  // Read a piece at a time and stop at the line: the kernel writes the table as it is read, and
  // lists listening sockets first, so the queue is read right before the stop acts on it, not
  // after every other connection of the machine has been listed.
  const file = openSync(table, "r");
  try {
    const piece = Buffer.alloc(16 * 1024);
    let rest = "";
    for (;;) {
      const read = readSync(file, piece, 0, piece.length, null);
      if (read === 0) return undefined;
      const lines = (rest + piece.toString("latin1", 0, read)).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
        const fields = line.trim().split(/\s+/);
        if (fields[9] === inode && fields[3] === "0A") {
          return Number.parseInt(fields[4]?.split(":")[1] ?? "", 16);
        }
      }
    }
  } finally {
    closeSync(file);
  }
}

/**
 * How many connections the kernel has completed on the server's listening socket that the site
 * has not taken yet: Linux shows it as the listening socket's receive queue in /proc/net/tcp.
 * Undefined where that cannot be read (another system, no listener).
 */
export function acceptQueueLength(server: Server): number | undefined {
  // net.Server keeps its listening socket's descriptor on its handle; no public API gives it.
  const descriptor = (server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  if (descriptor === undefined || descriptor < 0) return undefined;
  try {
    const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${descriptor}`))?.[1];
    if (!inode) return undefined;
    const family = server.address();
    const tables =
      typeof family === "object" && family?.family === "IPv6"
        ? ["/proc/net/tcp6", "/proc/net/tcp"]
        : ["/proc/net/tcp", "/proc/net/tcp6"];
    for (const table of tables) {
      const queued = listeningQueue(table, inode);
      if (queued !== undefined) return queued;
    }
  } catch {
    // No /proc: another system.
  }
  return undefined;
}
