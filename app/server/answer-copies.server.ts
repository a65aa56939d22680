// The copies of a stored page that its answers are written in, kept for the next answers.
//
// Every answer is the page with a nonce of its own (nonce-splice.server.ts), so it is written in
// a buffer of its own. Copying the whole page into a buffer per answer cost a tenth of a hit,
// and a fresh buffer per answer more (memory outside V8's heap, and the collections it sets
// off). But a copy differs from the page only in its nonces' places and its gzip trailer, which
// the next answer writes over anyway: so each stored page keeps the copies its answers were
// written in, and an answer takes one back without copying anything.
//
// A copy comes back once Node has handed its bytes to the system (the answer's "finish"). An
// answer that fails keeps its copy, which may still be queued on a socket being closed. The
// copies kept by the pages of one store count against that store's budget, and are given back
// to it when their page leaves the store.

/** How many bytes of kept copies the pages of one store may hold together. */
export class CopyBudget {
  keptBytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
}

/** One encoding of one stored page, and the copies of it kept for its answers. */
export class AnswerCopies {
  private readonly spare: Buffer[] = [];
  private dropped = false;
  private readonly page: Buffer;
  private readonly budget: CopyBudget;

  constructor(page: Buffer, budget: CopyBudget) {
    this.page = page;
    this.budget = budget;
  }

  /** A copy of the page: one an earlier answer gave back, or a new one. */
  take(): Buffer {
    const kept = this.spare.pop();
    if (kept) {
      this.budget.keptBytes -= kept.length;
      return kept;
    }
    const copy = Buffer.allocUnsafeSlow(this.page.length);
    this.page.copy(copy);
    return copy;
  }

  /** Gives back a copy from `take` whose answer has been written. */
  giveBack(copy: Buffer): void {
    if (this.dropped || this.budget.keptBytes + copy.length > this.budget.maxBytes) return;
    this.spare.push(copy);
    this.budget.keptBytes += copy.length;
  }

  /** The page left the store: its copies go, and none comes back. */
  drop(): void {
    this.dropped = true;
    for (const copy of this.spare) this.budget.keptBytes -= copy.length;
    this.spare.length = 0;
  }

  /** How many copies are kept now. */
  get kept(): number {
    return this.spare.length;
  }
}
