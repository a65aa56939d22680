// How many contact messages one address may send in ten minutes, through the API or the
// contact page alike: one count per process, shared by both ways in. Only accepted messages
// count — a visitor correcting a refused form is not sending more.
export const contactWindowMs = 10 * 60 * 1000;

export const contactLimitMessage =
  "You have sent several messages in a short time; please try again in a few minutes";

export class ContactRateLimit {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly sent = new Map<string, number[]>();

  constructor(limit: number, windowMs = contactWindowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one message from the address; false when it has sent its share already. */
  take(address: string, now = Date.now()): boolean {
    const recent = (this.sent.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.sent.set(address, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(address, recent);
    if (this.sent.size > 10_000) this.forgetOld(now);
    return true;
  }

  private forgetOld(now: number) {
    for (const [address, times] of this.sent) {
      if (times.every((time) => now - time >= this.windowMs)) this.sent.delete(address);
    }
  }
}
