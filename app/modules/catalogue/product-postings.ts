// The postings the read model keeps of its products: the sets the filters are met from, and the
// search module counts the facets over (`search/facet-counts.ts`), rather than the products' lines.
//
// The postings are worked out once per version of the catalogue (`ProductPostings`): every
// product has a position, and for each attribute type that filters there is the set of products
// having it; for a values type, the set per value; for a numeric type, every span a product
// states (its value, or the range of its line), in order of their lower and of their upper ends.
// Sets are bitsets over the positions. A request then turns its list and each filter into a
// bitset, intersects them, and counts bits. No request reads every product's lines.
import type { AttributeType, Product } from "./catalogue-model.ts";
import { type FilterKind, filterKind, lineSpan, type ProductFilter } from "./filter-model.ts";

/** A set of product positions (`ProductPostings`), one bit each. */
export type Bits = Uint32Array;

export const has = (bits: Bits, position: number) =>
  ((bits[position >>> 5] as number) & (1 << (position & 31))) !== 0;

export function add(bits: Bits, position: number) {
  bits[position >>> 5] = (bits[position >>> 5] as number) | (1 << (position & 31));
}

function intersection(sets: readonly Bits[], words: number): Bits {
  const [first, ...rest] = sets;
  const result = first ? first.slice() : new Uint32Array(words).fill(0xffffffff);
  for (const set of rest) {
    for (let at = 0; at < words; at++) result[at] = (result[at] as number) & (set[at] as number);
  }
  return result;
}

/**
 * A numeric type's spans, each with its product's position, ordered by one of their ends
 * (`ends`); `others` holds each span's other end.
 */
export type Spans = { positions: Int32Array; ends: Float64Array; others: Float64Array };

/** The sets of one attribute type that filters. */
export type TypePostings =
  | { type: AttributeType; kind: "values"; having: Bits; values: Map<string, Bits> }
  | { type: AttributeType; kind: "range"; having: Bits; byLow: Spans; byHigh: Spans };

/** Spans given in the order of their products' positions, put in the order of `ends`. */
function spansInOrder(
  positions: readonly number[],
  ends: readonly number[],
  others: readonly number[],
): Spans {
  // Sizes repeat (a thousand sheets 3 mm thick): group the spans by their end and sort the
  // distinct ends, rather than sort every span with a comparison function (seconds at 100 000
  // products). Within an end, spans stay in the order of their positions.
  const byEnd = new Map<number, number[]>();
  ends.forEach((end, at) => {
    const group = byEnd.get(end);
    if (group) group.push(at);
    else byEnd.set(end, [at]);
  });
  const spans: Spans = {
    positions: new Int32Array(ends.length),
    ends: new Float64Array(ends.length),
    others: new Float64Array(ends.length),
  };
  let next = 0;
  for (const end of Float64Array.from(byEnd.keys()).sort()) {
    for (const at of byEnd.get(end) ?? []) {
      spans.positions[next] = positions[at] as number;
      spans.ends[next] = end;
      spans.others[next] = others[at] as number;
      next++;
    }
  }
  return spans;
}

/** The postings of a catalogue's products: see the top of this file. */
export class ProductPostings {
  readonly products: readonly Product[];
  private readonly words: number;
  /**
   * Each product's position by its id (-1 for none): ids count up from 1, and an array reads
   * faster than a map when a search's tens of thousands of matches become a set.
   */
  private readonly positionById: Int32Array;
  private readonly byType = new Map<number, TypePostings>();
  private readonly listSets = new WeakMap<
    readonly Product[],
    { bits: Bits; positions: Int32Array }
  >();

  constructor(products: readonly Product[], types: readonly AttributeType[]) {
    this.products = products;
    this.words = Math.ceil(products.length / 32);
    const building = new Map<
      number,
      {
        type: AttributeType;
        kind: FilterKind;
        having: Bits;
        values: Map<string, Bits>;
        spans: { positions: number[]; lows: number[]; highs: number[] };
      }
    >();
    for (const type of types) {
      const kind = filterKind(type);
      if (!kind) continue;
      building.set(type.id, {
        type,
        kind,
        having: new Uint32Array(this.words),
        values: new Map(),
        spans: { positions: [], lows: [], highs: [] },
      });
    }
    const lastId = products.reduce((last, product) => Math.max(last, product.id), 0);
    this.positionById = new Int32Array(lastId + 1).fill(-1);
    products.forEach((product, position) => {
      this.positionById[product.id] = position;
      for (const line of product.lines) {
        const postings = building.get(line.typeId);
        if (!postings) continue;
        add(postings.having, position);
        if (postings.kind === "values") {
          let bits = postings.values.get(line.value);
          if (!bits) {
            bits = new Uint32Array(this.words);
            postings.values.set(line.value, bits);
          }
          add(bits, position);
        } else {
          const span = lineSpan(line);
          if (span) {
            postings.spans.positions.push(position);
            postings.spans.lows.push(span[0]);
            postings.spans.highs.push(span[1]);
          }
        }
      }
    });
    for (const [typeId, postings] of building) {
      const { type, having, values, spans } = postings;
      this.byType.set(
        typeId,
        postings.kind === "values"
          ? { type, kind: "values", having, values }
          : {
              type,
              kind: "range",
              having,
              byLow: spansInOrder(spans.positions, spans.lows, spans.highs),
              // Highest first: by the upper end negated.
              byHigh: spansInOrder(
                spans.positions,
                spans.highs.map((high) => -high),
                spans.lows,
              ),
            },
      );
    }
  }

  /** A product's position, or -1 for one this version of the catalogue does not have. */
  positionOf(product: Product): number {
    const position = this.positionById[product.id] ?? -1;
    return this.products[position] === product ? position : -1;
  }

  /** A set holding no product yet. */
  emptySet(): Bits {
    return new Uint32Array(this.words);
  }

  /**
   * The products of a list as a set, and each one's position (-1 for one the catalogue does
   * not have); kept for lists that are kept, as the read model's are.
   */
  setOf(list: readonly Product[]): { bits: Bits; positions: Int32Array } {
    let set = this.listSets.get(list);
    if (!set) {
      const bits = new Uint32Array(this.words);
      const positions = Int32Array.from(list, (product) => this.positionOf(product));
      for (const position of positions) if (position >= 0) add(bits, position);
      set = { bits, positions };
      this.listSets.set(list, set);
    }
    return set;
  }

  /** The products meeting every filter, of the whole catalogue: one set per filter. */
  matching(filters: readonly ProductFilter[]): Bits[] {
    return filters.map((filter) => this.meeting(filter));
  }

  /** The products that meet every filter, given each filter's set; undefined for no filter. */
  meetingAll(matched: readonly Bits[]): Bits | undefined {
    return matched.length === 0 ? undefined : intersection(matched, this.words);
  }

  /** The products every set holds; every product for no set. */
  holdingAll(sets: readonly Bits[]): Bits {
    return intersection(sets, this.words);
  }

  /** The sets of each attribute type that filters, in no particular order. */
  typePostings(): TypePostings[] {
    return [...this.byType.values()];
  }

  /** The products a filter lets through, of the whole catalogue. */
  private meeting(filter: ProductFilter): Bits {
    const bits = new Uint32Array(this.words);
    const postings = this.byType.get(filter.type.id);
    if (!postings) return bits;
    if (filter.kind === "values") {
      if (postings.kind !== "values") return bits;
      for (const value of filter.values) {
        const valueBits = postings.values.get(value);
        if (!valueBits) continue;
        for (let at = 0; at < this.words; at++) {
          bits[at] = (bits[at] as number) | (valueBits[at] as number);
        }
      }
      return bits;
    }
    if (postings.kind !== "range") return bits;
    // A span meets the range when it starts at or below its upper end and ends at or above its
    // lower end: walk the spans by their lower end up to the range's upper end.
    const { positions, ends: lows, others: highs } = postings.byLow;
    const { min, max } = filter;
    for (let at = 0; at < lows.length; at++) {
      if (max !== null && (lows[at] as number) > max) break;
      if (min === null || (highs[at] as number) >= min) add(bits, positions[at] as number);
    }
    return bits;
  }
}
