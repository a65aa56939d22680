// The demo shop's pictures: WebP files under demo/pictures/, 800×600, one per kind of product,
// colour and variant (`hose-b3261e-1.webp`). The content names a picture by its kind and colour;
// an item's place in its list picks one of three variants, so that neighbours differ. They were
// drawn as SVG by code (in this file's history) and are stored as files: drawing them took the
// seed seconds and this file 900 lines. A new kind or colour in the content needs its pictures
// here; the demo content's test names the missing ones. That code (`demoPictureSvg` in commit
// d083cf9) still makes them: its SVG through sharp's `.webp({ quality: 80, effort: 6 })` gives
// the stored files byte for byte.
import { readFileSync } from "node:fs";
import path from "node:path";
import { demoContentDir, type PictureKind } from "./demo-content.ts";

export const demoPicturesDir = path.join(demoContentDir, "..", "pictures");

/** How many variants each kind and colour has. */
export const demoPictureVariants = 3;

/** The file of a picture: its kind, its colour, and the variant an item's place picks. */
export function demoPictureFile(kind: PictureKind, colour: string, place: number): string {
  const variant = place % demoPictureVariants;
  return `${kind}-${colour.replace(/^#/, "").toLowerCase()}-${variant}.webp`;
}

/** The bytes of a picture, named by its file; a picture the folder lacks is an error naming it. */
export function demoPicture(kind: PictureKind, colour: string, place: number): Buffer {
  const file = path.join(demoPicturesDir, demoPictureFile(kind, colour, place));
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`The demo picture ${file} cannot be read`, { cause: error });
  }
}
