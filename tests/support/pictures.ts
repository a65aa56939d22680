// Real pictures for tests, drawn with sharp in every upload format, and files that only
// pretend to be pictures: a hand-written PNG header claiming a huge size, a truncated JPEG.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export type PictureFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

export type PictureOptions = {
  width?: number;
  height?: number;
  /** Half-transparent pixels, for the formats that have an alpha channel. */
  alpha?: boolean;
  /** Random pixels: a file that barely compresses, to reach a given size. */
  noise?: boolean;
};

// A gradient with a shape on it: closer to a photo than a flat colour, still quick to encode.
function drawing(width: number, height: number, alpha: boolean): Buffer {
  const opacity = alpha ? 0.5 : 1;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)" fill-opacity="${opacity}"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#2a9d8f" fill-opacity="${opacity}"/>
    </svg>`,
  );
}

export async function makePicture(
  format: PictureFormat,
  { width = 400, height = 300, alpha = false, noise = false }: PictureOptions = {},
): Promise<Buffer> {
  const image = noise
    ? sharp({
        create: {
          width,
          height,
          channels: alpha ? 4 : 3,
          background: { r: 128, g: 128, b: 128, alpha: alpha ? 0.5 : 1 },
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
    : sharp(drawing(width, height, alpha));
  const opaque = alpha ? image : image.flatten({ background: "#ffffff" });
  switch (format) {
    case "jpeg":
      return opaque.jpeg().toBuffer();
    case "png":
      return opaque.png().toBuffer();
    case "webp":
      return opaque.webp().toBuffer();
    case "avif":
      return opaque.avif({ effort: 0 }).toBuffer();
    case "gif":
      return opaque.gif().toBuffer();
  }
}

/** A JPEG whose EXIF says "turn me a quarter to the right", as phone cameras write them. */
export async function makeSidewaysJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(drawing(width, height, false))
    .flatten({ background: "#ffffff" })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/** A tiny, valid-looking PNG whose header claims width × height RGB pixels. */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first half of a real JPEG: its header reads fine, its pixels do not. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await makePicture("jpeg", { width: 600, height: 400, noise: true });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A form as the upload widget sends it: the picture in the field `file`. */
export function pictureForm(bytes: Uint8Array, fileName: string, type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], fileName, { type }));
  return form;
}
