// A picture gallery (§2): the chosen picture large, and a strip of thumbnails to choose from
// only when there is more than one picture.
import { useState } from "react";
import { useTranslation } from "../../modules/i18n/translation.tsx";
import styles from "./Gallery.module.css";
import { Picture, pictureUrl, type SizedPicture } from "./Picture.tsx";

/** A picture of the gallery, with its alt text in the page's language ("" when none is written). */
type GalleryPicture = SizedPicture & { alt: string };

export function Gallery({ pictures, title }: { pictures: GalleryPicture[]; title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <Picture
        picture={current}
        alt={current.alt || t("CATALOGUE-PICTURE-OF", { number: shown + 1, title })}
        sizes="(min-width: 1000px) 480px, 100vw"
        eager
        className={styles.main}
      />
      {pictures.length > 1 && (
        <ul className={styles.strip}>
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={styles.thumb}
              >
                <img
                  src={pictureUrl(picture.id, "thumbs")}
                  alt={t("CATALOGUE-SHOW-PICTURE", { number: index + 1 })}
                  width={80}
                  height={Math.round((80 * picture.height) / Math.max(picture.width, 1))}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
