import type { Image } from "#tooling/content-schemas";
import { EnlargeableImage, type ShownPicture } from "./ImageDialog";
import * as styles from "./photo-gallery.css";

/** A grid of captioned pictures, each opening the image dialog, which moves through them: projects and MD portfolio. */
export function PhotoGallery({
  items,
  onOpen,
}: {
  items: { id: number; title: string; image: Image }[];
  onOpen: (shown: ShownPicture) => void;
}) {
  // Rows that fill up: six pictures in threes, eight in fours.
  const rows = items.length % 3 === 0 ? styles.galleryRows.threes : styles.galleryRows.fours;
  return (
    <ul className={rows}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={index === 0 && items.length % 2 === 1 ? styles.wholeRowOnPhones : undefined}
        >
          <figure className={styles.figure}>
            <div className={styles.frame}>
              <EnlargeableImage
                image={item.image}
                onOpen={() => onOpen({ pictures: items, index })}
              />
            </div>
            <figcaption className={styles.caption}>{item.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
