// Page views counted as they are answered, without cookies or personal data (ADR 45): a view
// adds to its day's, page's and referring site's counters in memory, a visitor raises a
// register of the day's sketch, and both go to the database in batches every few seconds and
// at the stop (counter-batches.server.ts), adding to what other processes wrote.
import { createHmac, hash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { BlockList } from "node:net";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { Db } from "../../db/database.server.ts";
import { shopDayOf } from "../../domain/shop-days.ts";
import { callerAddress } from "../../http/client-address.server.ts";
import { Remembered } from "../caches/remembered.ts";
import type { Catalogue } from "../catalogue/catalogue.server.ts";
import type { Articles } from "../content/articles.server.ts";
import { CounterBatches, countsWrittenEveryMs } from "./counter-batches.server.ts";
import {
  addVisitCounts,
  raiseSketchRegisters,
  type VisitCount,
} from "./visit-count.repository.server.ts";
import { countedPath, visitedPage } from "./visit-pages.server.ts";
import { registerCount, sketchPlace } from "./visit-sketch.ts";

type Views = { views: number; botViews: number };

/**
 * Who asked on a connection, and what counting them gave: the next request on that connection
 * from the same browser and address on the same day is the same visitor, neither hashed nor
 * asked of isbot again. It holds only what the connection's last request carried, and goes
 * with the connection.
 */
type Visitor = {
  day: string;
  userAgent: string;
  forwardedFor: string | undefined;
  bot: boolean;
  register: number;
  value: number;
};

/** A view's first count under its key: one of these, never changed (merging makes new ones). */
const visitorView: Views = Object.freeze({ views: 1, botViews: 0 });
const robotView: Views = Object.freeze({ views: 0, botViews: 1 });
/** The paths of the back office, the API, accounts and the built files: no public page. */
const notPages = /^\/(?:api|assets|admin|user)(?:[/?.]|$)/;

export type VisitCounterOptions = {
  db: Db;
  log: Logger;
  /** The site's secret: every process sharing it gives a visitor the same hash on a day. */
  secret: string;
  /** The proxies whose X-Forwarded-For names the visitor's address. */
  proxies: BlockList | undefined;
  /** The site's own host names: a visitor coming from them came from no other site. */
  ownHosts: readonly string[];
  catalogue: Catalogue;
  articles: Articles;
  /** False: nothing is counted (VISIT_COUNTING=off). */
  enabled: boolean;
  /** Runs after each write: the retention's chore. */
  afterWrite?: () => Promise<void>;
};

/** Distinct referring sites one process counts per day; the others count as `(other)`. */
const referrersPerDay = 1000;
const separator = "\u0000";
/** User agents whose answer from isbot is remembered; beyond, the memory starts again. */
const robotAnswersKept = 1000;
const minuteMs = 60_000;

export class VisitCounter {
  readonly #options: VisitCounterOptions;
  readonly #views: CounterBatches<Views>;
  readonly #registers: CounterBatches<number>;
  /** Per day, the value each register was last raised to by this process. */
  #raised = new Map<string, Uint8Array>();
  #referrers = new Map<string, Set<string>>();
  #clock = { minute: -1, day: "" };
  #salt = { day: "", key: "" };
  /** Whether a user agent is a robot's, as isbot said: browsers repeat, the regex costs. */
  #robots = new Remembered<string, boolean>(robotAnswersKept);
  /** The last visitor of each open connection (see `Visitor`). */
  #connections = new WeakMap<object, Visitor>();
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: VisitCounterOptions) {
    this.#options = options;
    this.#views = new CounterBatches<Views>({
      merge: (a, b) => ({ views: a.views + b.views, botViews: a.botViews + b.botViews }),
      write: (batch) => this.#writeViews(batch),
      log: options.log,
      name: "page views",
    });
    this.#registers = new CounterBatches<number>({
      merge: (a, b) => Math.max(a, b),
      write: (batch) =>
        raiseSketchRegisters(
          options.db,
          [...batch].map(([key, value]) => {
            const [day = "", register = "0"] = key.split(separator);
            return { day, register: Number(register), value };
          }),
        ),
      log: options.log,
      name: "visitor sketch",
    });
  }

  get enabled(): boolean {
    return this.#options.enabled;
  }

  /**
   * Whether a request, answered 200, is a view to count: a GET of what may be a public page,
   * from a browser that did not ask not to be counted. Cheap: it runs for every request.
   */
  mayCount(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
    if (!this.#options.enabled || method !== "GET" || !url?.startsWith("/")) return false;
    if (notPages.test(url)) return false;
    if (headers.dnt === "1" || headers["sec-gpc"] === "1") return false;
    // A file (a picture, robots.txt) is no page; a page's data (`.data`) is. Read in place:
    // no piece of the address is copied.
    const queryAt = url.indexOf("?");
    const pathEnd = queryAt === -1 ? url.length : queryAt;
    const dot = url.lastIndexOf(".", pathEnd - 1);
    if (dot === -1 || dot < url.lastIndexOf("/", pathEnd - 1)) return true;
    return dot === pathEnd - ".data".length && url.startsWith(".data", dot);
  }

  /**
   * Counts a view of the page at `url`, answered 200 to a request with these headers. The
   * connection it came on, when given, remembers its visitor for the next request on it.
   */
  count(
    url: string,
    headers: IncomingHttpHeaders,
    socketAddress: string | undefined,
    now = Date.now(),
    connection?: object,
  ) {
    const path = countedPath(url);
    if (!path) return;
    const day = this.#dayAt(now);
    const visitor = this.#visitorOf(day, headers, socketAddress, connection);
    const referrer = this.#referrerOf(day, headers);
    this.#views.add(
      `${day}${separator}${path}${separator}${referrer}`,
      visitor.bot ? robotView : visitorView,
    );
    if (visitor.bot) return;
    let raised = this.#raised.get(day);
    if (!raised) {
      raised = new Uint8Array(registerCount);
      this.#raised.set(day, raised);
    }
    const { register, value } = visitor;
    if (value <= (raised[register] ?? 0)) return;
    raised[register] = value;
    this.#registers.add(`${day}${separator}${register}`, value);
  }

  /**
   * The visitor a request comes from: a robot, or a browser's place in the day's sketch. The
   * connection's last visitor when it is the same browser, address and day: a browser asks for
   * the pages of a visit on one connection, and hashing is most of what counting a view costs.
   */
  #visitorOf(
    day: string,
    headers: IncomingHttpHeaders,
    socketAddress: string | undefined,
    connection: object | undefined,
  ): Visitor {
    const userAgent = headers["user-agent"] ?? "";
    const forwarded = headers["x-forwarded-for"];
    const forwardedFor = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    const last = connection && this.#connections.get(connection);
    if (
      last &&
      last.day === day &&
      last.userAgent === userAgent &&
      last.forwardedFor === forwardedFor
    ) {
      return last;
    }
    const visitor: Visitor = { day, userAgent, forwardedFor, bot: true, register: 0, value: 0 };
    if (!this.#isRobot(userAgent)) {
      const address = callerAddress(socketAddress ?? "", forwardedFor, this.#options.proxies);
      // One call of the one-shot hash, in hexadecimal: an HMAC object per view would cost ten
      // times as much, a Buffer twice.
      const { register, value } = sketchPlace(
        hash("sha256", `${this.#saltOf(day)}\n${address}\n${userAgent}`, "hex"),
      );
      visitor.bot = false;
      visitor.register = register;
      visitor.value = value;
    }
    if (connection) this.#connections.set(connection, visitor);
    return visitor;
  }

  /** Writes what was counted until now. Never throws: a refused batch waits for the next. */
  async write() {
    await Promise.all([this.#views.write(), this.#registers.write()]);
    try {
      await this.#options.afterWrite?.();
    } catch (error) {
      this.#options.log.warn({ err: error }, "Could not delete the visits past their retention");
    }
  }

  /** Writes every few seconds; the timer does not keep the process alive. */
  start(intervalMs = countsWrittenEveryMs) {
    if (this.#timer || !this.#options.enabled) return;
    this.#timer = setInterval(() => void this.write(), intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left: the database closes after this. */
  async stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await Promise.all([this.#views.write(), this.#registers.write()]);
  }

  async #writeViews(batch: ReadonlyMap<string, Views>) {
    const catalogue = await this.#options.catalogue.read();
    const articles = await this.#options.articles.all();
    const counts: VisitCount[] = [];
    for (const [key, views] of batch) {
      const [day = "", path = "", referrer = ""] = key.split(separator);
      const page = visitedPage(path, catalogue, articles);
      if (page) counts.push({ day, path, referrer, ...page, ...views });
    }
    await addVisitCounts(this.#options.db, counts);
  }

  /** The shop's day at an instant, worked out once a minute: a day begins on a minute. */
  #dayAt(now: number): string {
    const minute = Math.floor(now / minuteMs);
    if (minute !== this.#clock.minute) {
      const day = shopDayOf(new Date(minute * minuteMs));
      if (day !== this.#clock.day) this.#forgetDaysBefore(day);
      this.#clock = { minute, day };
    }
    return this.#clock.day;
  }

  /** Keeps the day before too: its last views may still be counted by a slow request. */
  #forgetDaysBefore(day: string) {
    for (const kept of [this.#raised, this.#referrers]) {
      const days = [...kept.keys()].sort();
      for (const old of days.slice(0, Math.max(0, days.length - 1))) {
        if (old < day) kept.delete(old);
      }
    }
  }

  /** The day's key: derived from the secret and the day, never stored, new every day. */
  #saltOf(day: string): string {
    if (this.#salt.day !== day) {
      const key = createHmac("sha256", this.#options.secret)
        .update(`visitors ${day}`)
        .digest("hex");
      this.#salt = { day, key };
    }
    return this.#salt.key;
  }

  #isRobot(userAgent: string): boolean {
    if (userAgent === "") return true;
    return this.#robots.answer(userAgent, isbot);
  }

  /** The host name of the other site a visitor followed a link from; empty when none. */
  #referrerOf(day: string, headers: IncomingHttpHeaders): string {
    const referer = headers.referer;
    if (!referer) return "";
    let host: string;
    try {
      host = new URL(referer).hostname.toLowerCase();
    } catch {
      return "";
    }
    const ownHost = (headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
    if (host === "" || host === ownHost || this.#options.ownHosts.includes(host)) return "";
    if (host.length > 253) return "(other)";
    let seen = this.#referrers.get(day);
    if (!seen) {
      seen = new Set();
      this.#referrers.set(day, seen);
    }
    if (seen.has(host)) return host;
    if (seen.size >= referrersPerDay) return "(other)";
    seen.add(host);
    return host;
  }
}

/**
 * The site's request listener, counting the views it answers: a stored page or a rendered one,
 * once its answer is finished with a 200. One listener for every answer, reading the request
 * from the answer: nothing is made per request but the listener's place on the answer.
 */
export function countingVisits<
  Listener extends (req: IncomingMessage, res: ServerResponse) => void,
>(counter: VisitCounter, listener: Listener): (req: IncomingMessage, res: ServerResponse) => void {
  function finished(this: ServerResponse) {
    const { req } = this;
    if (this.statusCode === 200 && req.url) {
      counter.count(req.url, req.headers, req.socket.remoteAddress, Date.now(), req.socket);
    }
  }
  return (req, res) => {
    if (counter.mayCount(req.method, req.url, req.headers)) res.on("finish", finished);
    listener(req, res);
  };
}
