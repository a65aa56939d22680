import { describe, expect, it } from "vitest";
import { movedPicture } from "./pictures-order.ts";

const pictures = [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }];
const ids = (moved: ReturnType<typeof movedPicture<{ id: number }>>) =>
  moved?.pictures.map((picture) => picture.id);

describe("moving a picture among a product's pictures", () => {
  it("moves it one place earlier or later, the others keeping their order", () => {
    expect(ids(movedPicture(pictures, 2, 1))).toEqual([11, 13, 12, 14]);
    expect(ids(movedPicture(pictures, 1, 2))).toEqual([11, 13, 12, 14]);
    expect(ids(movedPicture(pictures, 0, 1))).toEqual([12, 11, 13, 14]);
  });

  it("makes one the main picture by moving it first, as a drop on the first does", () => {
    const moved = movedPicture(pictures, 3, 0);
    expect(ids(moved)).toEqual([14, 11, 12, 13]);
    expect(moved?.picture).toEqual({ id: 14 });
    expect(moved?.to).toBe(0);
  });

  it("moves a picture dropped on a later one to that one's place", () => {
    expect(ids(movedPicture(pictures, 0, 3))).toEqual([12, 13, 14, 11]);
  });

  it("moves nothing past either end, nor onto itself, and leaves the list given untouched", () => {
    expect(movedPicture(pictures, 0, -1)).toBeUndefined();
    expect(movedPicture(pictures, 3, 4)).toBeUndefined();
    expect(movedPicture(pictures, 2, 2)).toBeUndefined();
    expect(movedPicture(pictures, 7, 0)).toBeUndefined();
    expect(ids(movedPicture(pictures, 3, 99))).toBeUndefined();
    expect(pictures.map((picture) => picture.id)).toEqual([11, 12, 13, 14]);
  });
});
