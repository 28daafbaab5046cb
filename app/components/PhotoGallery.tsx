import type { Image } from "#app/content/schemas";
import { EnlargeableImage, type EnlargedImage } from "./ImageDialog";
import * as styles from "./photo-gallery.css";

/** A grid of captioned pictures, each opening the image dialog: projects and MD portfolio. */
export function PhotoGallery({
  items,
  onOpen,
}: {
  items: { id: number; title: string; image: Image }[];
  onOpen: (enlarged: EnlargedImage) => void;
}) {
  return (
    <ul className={styles.gallery}>
      {items.map((item) => (
        <li key={item.id}>
          <figure className={styles.figure}>
            <div className={styles.frame}>
              <EnlargeableImage image={item.image} title={item.title} onOpen={onOpen} />
            </div>
            <figcaption className={styles.caption}>{item.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
