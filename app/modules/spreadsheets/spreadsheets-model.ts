// An import as the shop sees it: what a file would create and change, row by row and field by
// field, and what is wrong in it, each error with the line and the column a spreadsheet program
// shows it at (the header is line 1). Client-safe.

/** Something wrong in a file: where, and what. */
export type SheetError = { line: number; column: string; message: string };

/** One field a row changes, as the file writes it (`from` is empty for a new record). */
export type FieldChange = { field: string; from: string; to: string };

export type RowChange = {
  line: number;
  /** The record's key: a business key, a translation key. */
  key: string;
  action: "created" | "updated";
  fields: FieldChange[];
};

export type ImportReport = {
  created: number;
  updated: number;
  unchanged: number;
  changes: RowChange[];
  errors: SheetError[];
};
