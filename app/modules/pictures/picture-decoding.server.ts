// How pictures are decoded, on upload and when their variants are made: never more pixels than
// a picture may have, whatever its header says.
import type { SharpOptions } from "sharp";

/** Largest picture accepted, in pixels (width × height): decoding needs 3–4 bytes per pixel. */
export const maxPicturePixels = 40_000_000;

// Reading a header decodes no pixels, so it is safe on any input; the pixel limit is
// checked by us right after, with a message that says how large the picture is.
export const headerOptions: SharpOptions = { limitInputPixels: false };

// Every decode is limited again, so a file that lies in its header cannot get past.
export const decodeOptions: SharpOptions = {
  limitInputPixels: maxPicturePixels,
  failOn: "error",
  autoOrient: true,
};
