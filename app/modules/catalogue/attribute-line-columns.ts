// An attribute line as a product's record keeps it, shared by what writes lines: the product
// service, its bulk changes and the products sheet.
export type AttributeLineColumns = {
  attributeTypeId: number;
  /** Its place among the lines of the same type (1 for the first). */
  index: number;
  sortOrder: number;
  attributeValue: string;
  minValue: number | null;
  maxValue: number | null;
};
