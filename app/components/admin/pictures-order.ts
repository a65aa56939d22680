// The order of a product's or category's pictures, whose first is the main picture: one picture
// moved to another place, the others keeping their order. Client-safe.

/**
 * The pictures with the one at `from` moved to `to` (kept within the list), the picture moved
 * and where it went; undefined when nothing moves.
 */
export function movedPicture<Picture>(
  pictures: readonly Picture[],
  from: number,
  to: number,
): { pictures: Picture[]; picture: Picture; to: number } | undefined {
  const target = Math.min(Math.max(to, 0), pictures.length - 1);
  const picture = pictures[from];
  if (picture === undefined || target === from) return undefined;
  const moved = pictures.filter((_, index) => index !== from);
  moved.splice(target, 0, picture);
  return { pictures: moved, picture, to: target };
}
