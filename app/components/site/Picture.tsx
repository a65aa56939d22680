// A stored picture, responsive: the browser picks the 320 px thumbnail or the
// full image (at most 1600 px wide) from `sizes`. Width and height reserve the picture's space
// before it loads, so nothing below it jumps. Pictures below the fold load lazily.
import styles from "./Picture.module.css";

/** What a page needs to know of a stored picture; width and height are its original pixels. */
export type SizedPicture = { id: number; width: number; height: number };

type PictureProps = {
  picture: SizedPicture;
  /** Empty for a decorative picture whose meaning is already in the text beside it. */
  alt: string;
  /** How wide the picture is shown, as in `<img sizes>`, e.g. "(min-width: 1000px) 300px, 100vw". */
  sizes: string;
  /** For the first picture of a page, in view at once: load it first, not lazily. */
  eager?: boolean;
  className?: string;
};

// The server's variants (app/modules/pictures): never enlarged, and at most four times as high as
// their width limit. The srcset must state the widths the server really sends.
const thumbWidth = 320;
const fullWidth = 1600;
const maxHeightPerWidth = 4;

function variantWidth(picture: SizedPicture, limit: number): number {
  const scale = Math.min(
    1,
    limit / picture.width,
    (limit * maxHeightPerWidth) / Math.max(picture.height, 1),
  );
  return Math.max(1, Math.round(picture.width * scale));
}

export function pictureUrl(id: number, kind: "img" | "thumbs" = "img"): string {
  return `/api/resources/${kind}/${id}`;
}

export function Picture({ picture, alt, sizes, eager = false, className }: PictureProps) {
  const thumb = variantWidth(picture, thumbWidth);
  const full = variantWidth(picture, fullWidth);
  const srcSet =
    thumb < full
      ? `${pictureUrl(picture.id, "thumbs")} ${thumb}w, ${pictureUrl(picture.id)} ${full}w`
      : `${pictureUrl(picture.id)} ${full}w`;
  return (
    <img
      className={className ? `${styles.picture} ${className}` : styles.picture}
      src={pictureUrl(picture.id)}
      srcSet={srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
