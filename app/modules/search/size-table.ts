// What a category page's table of sizes shows (`category-table.server.ts` works it out,
// `SizeTable.tsx` draws it). Client-safe.
import type { Availability } from "../catalogue/availability.ts";
import type { PagePicture } from "../catalogue/catalogue-model.ts";

export type SizeTableColumn = {
  /** The attribute's parameter in the address, which names the column too. */
  param: string;
  label: string;
  unit: string;
  /** The list sorted by this column, lowest first, when it is numeric; null when it cannot sort. */
  sortTo: string | null;
  /** The list sorted by this column, highest first; null when it cannot sort. */
  descendingTo: string | null;
  sorted: boolean;
};

export type SizeTableRow = {
  id: number;
  bk: string;
  title: string;
  to: string;
  draft: boolean;
  /** Its first picture, when the table shows thumbnails. */
  picture: PagePicture | null;
  /** One text per column, in the columns' order; "" where the product states none. */
  cells: string[];
  /** Its availability, when the table shows that column and it states one. */
  availability: Availability | null;
};

export type SizeTable = {
  columns: SizeTableColumn[];
  /**
   * The list by title (the default order), and whether it is in that order; null where the
   * list keeps an order of its own (search results, by relevance) and no header sorts.
   */
  byName: { to: string; sorted: boolean } | null;
  /** The sorted column is in descending order, highest first. */
  descending: boolean;
  thumbnails: boolean;
  /** An availability column: some listed product states one. */
  availability: boolean;
  rows: SizeTableRow[];
};
