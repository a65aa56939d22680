// Visitors sending requests to a site while it stops or restarts, and what became of each
// request, for the tests that no stop loses one.
//
// A request is answered when a complete HTTP answer came back; refused when its connection was
// refused (ECONNREFUSED): nothing of it was written, so the client knows it may send it
// elsewhere or again; lost otherwise: a reset, a connection closed without an answer, an answer
// cut short, or no answer in time. Only a lost request is a failure. No client here sends a
// request twice (each request has a connection of its own, or Node's agent, which does not
// retry), so a loss cannot hide behind a retry.
import http from "node:http";

/** Longer than any answer takes: a connection the kernel holds waits for a site's start. */
const answerDeadlineMs = 30_000;

export type Outcome = "answered" | "refused" | "lost";

export type Tally = {
  sent: number;
  answered: number;
  refused: number;
  /** What happened to each lost request: the load's figures say how many, these say how. */
  lost: string[];
  /**
   * Those of the lost sent on a new connection that had not connected when the signal was
   * sent: the kernel completed it as the listener closed, and reset it with the listener (the
   * client may learn of the reset before it learns of the connection).
   */
  lostOnNewConnectionAfterSignal: string[];
  /** Answers with a server error: a stop must not break what it still answers. */
  serverErrors: number;
  /** Their statuses and addresses, counted, to say which. */
  serverErrorsBy: Record<string, number>;
  /** Requests whose connection the kernel had accepted before the signal. */
  connectedBeforeSignal: number;
  answeredConnectedBeforeSignal: number;
};

export function newTally(): Tally {
  return {
    sent: 0,
    answered: 0,
    refused: 0,
    lost: [],
    lostOnNewConnectionAfterSignal: [],
    serverErrors: 0,
    serverErrorsBy: {},
    connectedBeforeSignal: 0,
    answeredConnectedBeforeSignal: 0,
  };
}

/** The figures of a tally on one line, for the test's output. */
export function figures(tally: Tally) {
  return {
    ...tally,
    lost: tally.lost.length,
    lostHow: [...new Set(tally.lost)].slice(0, 3),
    lostOnNewConnectionAfterSignal: tally.lostOnNewConnectionAfterSignal.length,
  };
}

function refused(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === "ECONNREFUSED";
}

/**
 * One GET, on a connection of its own unless an agent is given, counted in the tally.
 * `signalled` tells whether the stop signal has been sent yet, when the connection is made.
 */
export function sendCounted(
  target: { port: number; host?: string },
  pathname: string,
  tally: Tally,
  signalled: () => boolean,
  agent: http.Agent | false = false,
): Promise<Outcome> {
  tally.sent += 1;
  let connectedBeforeSignal = false;
  let newConnection = false;
  const lose = (how: string) => {
    tally.lost.push(how);
    if (newConnection && !connectedBeforeSignal) tally.lostOnNewConnectionAfterSignal.push(how);
  };
  return new Promise<Outcome>((resolve) => {
    const request = http.get(
      { host: target.host ?? "127.0.0.1", port: target.port, path: pathname, agent },
      (response) => {
        response.resume();
        response.on("error", () => undefined);
        response.on("close", () => {
          if (!response.complete) {
            lose("answer cut short");
            resolve("lost");
            return;
          }
          tally.answered += 1;
          if (connectedBeforeSignal) tally.answeredConnectedBeforeSignal += 1;
          if ((response.statusCode ?? 0) >= 500) {
            tally.serverErrors += 1;
            const which = `${response.statusCode} ${pathname}`;
            tally.serverErrorsBy[which] = (tally.serverErrorsBy[which] ?? 0) + 1;
          }
          resolve("answered");
        });
      },
    );
    request.on("socket", (socket) => {
      const connected = () => {
        if (!signalled()) {
          connectedBeforeSignal = true;
          tally.connectedBeforeSignal += 1;
        }
      };
      newConnection = socket.connecting;
      if (socket.connecting) socket.once("connect", connected);
      else connected();
    });
    request.setTimeout(answerDeadlineMs, () => request.destroy(new Error("no answer in time")));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (refused(error)) {
        tally.refused += 1;
        resolve("refused");
      } else {
        lose(error.code ?? error.message);
        resolve("lost");
      }
    });
  });
}

/**
 * Visitors each sending one request after the other until `finish`: half on a new connection
 * each time, as new visitors do, half on a kept-alive connection of their own. After a refusal a
 * visitor waits a little, as nothing listens for the moment. `pauseMs`, asked after each
 * request, spaces a visitor's requests: a test that waits long between its events keeps
 * visitors coming without spending the machine's processors on them meanwhile.
 */
export function steadyLoad(
  target: { port: number; host?: string },
  paths: string[],
  options: { visitors: number; signalled: () => boolean; pauseMs?: () => number },
) {
  const tally = newTally();
  let finished = false;
  const visitors = Array.from({ length: options.visitors }, async (_, visitor) => {
    const agent = visitor % 2 === 0 ? false : new http.Agent({ keepAlive: true, maxSockets: 1 });
    let turn = visitor;
    while (!finished) {
      const pathname = paths[turn++ % paths.length] ?? "/";
      const outcome = await sendCounted(target, pathname, tally, options.signalled, agent);
      const pause = outcome === "refused" ? 20 : (options.pauseMs?.() ?? 0);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
    if (agent) agent.destroy();
  });
  return {
    tally,
    async finish() {
      finished = true;
      await Promise.all(visitors);
    },
  };
}

/** `count` requests sent at once, each on a new connection: a burst of new visitors. */
export function burst(
  target: { port: number; host?: string },
  paths: string[],
  count: number,
  signalled: () => boolean,
) {
  const tally = newTally();
  const done = Promise.all(
    Array.from({ length: count }, (_, n) =>
      sendCounted(target, paths[n % paths.length] ?? "/", tally, signalled),
    ),
  );
  return { tally, done };
}
