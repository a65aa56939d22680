// The three-letter sequences of the search entries' codes and titles, with the entries holding
// each, as the search index keeps them per language (`search-index.server.ts`).
//
// A catalogue of 100 000 products has some ten million sequences to count per language. They
// are counted from the texts' characters, without cutting the texts into word and sequence
// strings: a sequence of the letters and digits most codes and titles are written in is an
// index into a table, and only the others (another script, say) are looked up by their text.
// The sequences are numbered once for every language of one index.

/** Letters a to z are 1 to 26, digits 27 to 36; 0 for any other character. */
function symbolOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 21;
  return 0;
}

const symbols = 37;

/** The number of each sequence met, the same for every language of one index. */
export class SequenceNumbers {
  private readonly bySymbols = new Int32Array(symbols ** 3).fill(-1);
  private readonly byText = new Map<string, number>();
  /** Each sequence's text, by its number. */
  readonly texts: string[] = [];

  /** The number of the sequence of `text` starting at `at`. */
  at(text: string, at: number): number {
    const first = symbolOf(text.charCodeAt(at));
    const second = symbolOf(text.charCodeAt(at + 1));
    const third = symbolOf(text.charCodeAt(at + 2));
    if (first !== 0 && second !== 0 && third !== 0) {
      const key = (first * symbols + second) * symbols + third;
      let number = this.bySymbols[key] as number;
      if (number < 0) {
        number = this.add(text.slice(at, at + 3));
        this.bySymbols[key] = number;
      }
      return number;
    }
    const sequence = text.slice(at, at + 3);
    return this.byText.get(sequence) ?? this.add(sequence, true);
  }

  private add(sequence: string, byText = false): number {
    const number = this.texts.length;
    this.texts.push(sequence);
    if (byText) this.byText.set(sequence, number);
    return number;
  }
}

/** The entries holding each sequence in one language, counted entry by entry, in order. */
export class SequenceHolders {
  private readonly numbers: SequenceNumbers;
  /** Per sequence number: the entry it was last counted for, and how many entries hold it. */
  private readonly lastEntry: number[] = [];
  private readonly holders: number[] = [];
  /** The sequence numbers of every entry, one entry after the other. */
  private sequences: Int32Array;
  private count = 0;
  private readonly entryEnds: Int32Array;

  constructor(numbers: SequenceNumbers, entryCount: number) {
    this.numbers = numbers;
    this.sequences = new Int32Array(entryCount * 16);
    this.entryEnds = new Int32Array(entryCount);
  }

  /** Counts the sequences of the word `text[start, end)` for the entry at `position`. */
  addWord(text: string, start: number, end: number, position: number): void {
    for (let at = start; at + 3 <= end; at++) {
      const number = this.numbers.at(text, at);
      while (number >= this.holders.length) {
        this.lastEntry.push(-1);
        this.holders.push(0);
      }
      if (this.lastEntry[number] === position) continue;
      this.lastEntry[number] = position;
      this.holders[number] = (this.holders[number] as number) + 1;
      if (this.count === this.sequences.length) {
        const longer = new Int32Array(this.sequences.length * 2);
        longer.set(this.sequences);
        this.sequences = longer;
      }
      this.sequences[this.count++] = number;
    }
  }

  /** Closes the entry at `position`: entries are counted in order, each once. */
  endEntry(position: number): void {
    this.entryEnds[position] = this.count;
  }

  /** Per sequence this language holds: its entries, in order, each list a view of one array. */
  lists(): Map<string, Int32Array> {
    const { holders } = this;
    const starts = new Int32Array(holders.length + 1);
    for (let number = 0; number < holders.length; number++)
      starts[number + 1] = (starts[number] as number) + (holders[number] as number);
    const all = new Int32Array(starts[holders.length] as number);
    const next = starts.slice(0, holders.length);
    let from = 0;
    this.entryEnds.forEach((to, position) => {
      for (let at = from; at < to; at++) {
        const number = this.sequences[at] as number;
        all[next[number] as number] = position;
        next[number] = (next[number] as number) + 1;
      }
      from = to;
    });
    const lists = new Map<string, Int32Array>();
    holders.forEach((held, number) => {
      if (held > 0)
        lists.set(
          this.numbers.texts[number] as string,
          all.subarray(starts[number], starts[number + 1]),
        );
    });
    return lists;
  }
}
