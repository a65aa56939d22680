// sharp, and libvips under it, loaded with the first picture decoded or resized rather than
// in every process at start-up (ADR 59): most requests never touch a picture's bytes, whose
// variants are made once and then read from disk.
import type sharpFunction from "sharp";

let loading: Promise<typeof sharpFunction> | undefined;

export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
