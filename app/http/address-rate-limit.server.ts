// How often one network address may do something in a time window — sign in, send a contact
// message — counted in memory by the process. The one rate limit of the site: the API and the
// pages share an instance where they offer the same action.
export class AddressRateLimit {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly times = new Map<string, number[]>();

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Counts one use by the address; false when it has used its share already. */
  take(address: string, now = Date.now()): boolean {
    const recent = (this.times.get(address) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.times.set(address, recent);
      return false;
    }
    recent.push(now);
    this.times.set(address, recent);
    if (this.times.size > 10_000) this.forgetOld(now);
    return true;
  }

  private forgetOld(now: number) {
    for (const [address, times] of this.times) {
      if (times.every((time) => now - time >= this.windowMs)) this.times.delete(address);
    }
  }
}
