// How often one network address may do something in a time window — fail to sign in, send an
// enquiry. The uses are counted in the database (address_use), so every instance on it
// counts the same: N instances allow what one allows, and the API and the pages, wherever each
// builds its limit, count one action's uses together. What is counted need not be a network
// address: the sign-in also limits the failed attempts on one e-mail address.
//
// The count is a sliding window estimated from two fixed ones: the uses of the current window
// plus those of the previous window weighted by how much of it still lies within the last
// window length. A refused attempt counts too: an address that keeps trying stays refused until
// it pauses. A use is counted before the action runs, so that attempts made at once cannot all
// slip under the limit; one that turns out not to count (a sign-in that succeeded) is taken back.
//
// A refusal says when to come back: every 429 carries Retry-After, the seconds until the
// estimate lets one more use through (`retryAfterOnRefusals`).
import { AsyncLocalStorage } from "node:async_hooks";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/database.server.ts";
import {
  countAddressUse,
  forgetAddressUses,
  forgetUsesOfAddress,
  uncountAddressUse,
} from "./address-use.repository.server.ts";

export class AddressRateLimit {
  private readonly db: Db;
  private readonly action: string;
  private readonly limit: number;
  private readonly windowMs: number;
  private forgottenBefore = 0;

  /** `action` names what is counted ("sign-in", "contact"): limits with one name count together. */
  constructor(db: Db, action: string, limit: number, windowMs: number) {
    this.db = db;
    this.action = action;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one use by the address; false when it has used its share already. */
  async take(address: string, now = Date.now()): Promise<boolean> {
    const window = Math.floor(now / this.windowMs);
    const { current, previous } = await countAddressUse(this.db, {
      action: this.action,
      address,
      window,
    });
    if (window > this.forgottenBefore) {
      // Once per window and process: what no longer counts is deleted.
      this.forgottenBefore = window;
      await forgetAddressUses(this.db, this.action, window);
    }
    const stillInWindow = 1 - (now - window * this.windowMs) / this.windowMs;
    const allowed = previous * stillInWindow + current <= this.limit;
    if (!allowed) noteRefusal(this.secondsUntilAllowed(window, now, previous, current));
    return allowed;
  }

  /**
   * How long, in whole seconds (at least one), until one more use would be allowed, if the
   * address waits: the previous window's uses weigh less as time passes, and once the current
   * window ends its uses become the previous ones.
   */
  private secondsUntilAllowed(window: number, now: number, previous: number, current: number) {
    const start = window * this.windowMs;
    // The next attempt counts one more use: allowed once previous × weight + current + 1 ≤ limit.
    const room = this.limit - current - 1;
    let allowedAt: number;
    if (room >= 0) {
      const weight = previous > 0 ? Math.min(1, room / previous) : 1;
      allowedAt = start + (1 - weight) * this.windowMs;
    } else {
      const weight = current > 0 ? (this.limit - 1) / current : 1;
      // A limit below one use never lets anything through: two windows, as good as any.
      allowedAt = weight < 0 ? start + 2 * this.windowMs : start + (2 - weight) * this.windowMs;
    }
    return Math.max(1, Math.ceil((allowedAt - now) / 1000));
  }

  /** Takes back the use `take` counted at `takenAt`: it no longer counts against the address. */
  async takeBack(address: string, takenAt: number): Promise<void> {
    const window = Math.floor(takenAt / this.windowMs);
    await uncountAddressUse(this.db, { action: this.action, address, window });
  }

  /** Forgets every use by the address: it has its whole share again. */
  async forget(address: string): Promise<void> {
    await forgetUsesOfAddress(this.db, this.action, address);
  }
}

/** The longest wait the refusals of one request asked for, in seconds. */
type Refusals = { retryAfterSeconds: number | undefined };

/**
 * The refusals of the request being answered. Kept under a registered symbol: in production the
 * limits the services build come from the source files while the application is the built
 * bundle, each with its own copy of this module, and both must note in the same place.
 */
const refusalsKey = Symbol.for("vitrine.rateLimitRefusals");
const registry = globalThis as { [refusalsKey]?: AsyncLocalStorage<Refusals> };
registry[refusalsKey] ??= new AsyncLocalStorage<Refusals>();
const refusalsOfRequest = registry[refusalsKey];

function noteRefusal(seconds: number) {
  const refusals = refusalsOfRequest.getStore();
  if (refusals) refusals.retryAfterSeconds = Math.max(refusals.retryAfterSeconds ?? 0, seconds);
}

/** What a 429 no limit noted a wait for (none should) tells the caller to wait. */
const defaultRetryAfterSeconds = 60;

/**
 * Every 429, of the API or of a page (the contact form), says when to try again: the wait its
 * limits noted — the longest, when several refused — in a Retry-After header. The limits note it
 * themselves, so a service that only throws "too-many-attempts" need say nothing of HTTP.
 */
export function retryAfterOnRefusals() {
  return createMiddleware(async (c, next) => {
    const refusals: Refusals = { retryAfterSeconds: undefined };
    await refusalsOfRequest.run(refusals, next);
    if (c.res.status === 429 && !c.res.headers.has("retry-after")) {
      c.res.headers.set(
        "Retry-After",
        String(refusals.retryAfterSeconds ?? defaultRetryAfterSeconds),
      );
    }
  });
}
