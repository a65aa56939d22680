// How often one network address may do something in a time window — fail to sign in, send a
// contact message. The uses are counted in the database (address_use), so every instance on it
// counts the same: N instances allow what one allows, and the API and the pages, wherever each
// builds its limit, count one action's uses together. What is counted need not be a network
// address: the sign-in also limits the failed attempts on one e-mail address.
//
// The count is a sliding window estimated from two fixed ones: the uses of the current window
// plus those of the previous window weighted by how much of it still lies within the last
// window length. A refused attempt counts too: an address that keeps trying stays refused until
// it pauses. A use is counted before the action runs, so that attempts made at once cannot all
// slip under the limit; one that turns out not to count (a sign-in that succeeded) is taken back.
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
    return previous * stillInWindow + current <= this.limit;
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
