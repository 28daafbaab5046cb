import { lazy, Suspense, useEffect, useState } from "react";
import type { Image } from "#app/content/schemas";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./image-dialog.css";
import { cardImageSizes, ResponsiveImage } from "./ResponsiveImage";

export type EnlargedImage = { image: Image; title: string };

// react-modal stays out of the page's first download; it is fetched when a visitor points at,
// focuses or clicks a picture.
const loadImageModal = () => import("./ImageModal");
const ImageModal = lazy(loadImageModal);

/** The button around a picture that opens it in the image dialog. */
export function EnlargeableImage({
  image,
  title,
  onOpen,
}: EnlargedImage & { onOpen: (enlarged: EnlargedImage) => void }) {
  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={() => onOpen({ image, title })}
      onPointerEnter={loadImageModal}
      onFocus={loadImageModal}
    >
      {/* The button's name: this text, then the picture's alt text. */}
      <span className={visuallyHidden}>Enlarge image: </span>
      <ResponsiveImage
        image={image}
        sizes={cardImageSizes}
        className={styles.thumbnail}
        loading="lazy"
      />
    </button>
  );
}

/**
 * A modal dialog showing one picture at full size. Escape, the overlay and the close button
 * dismiss it, and focus goes back to the picture that opened it.
 */
export function ImageDialog({
  enlarged,
  onClose,
}: {
  enlarged: EnlargedImage | null;
  onClose: () => void;
}) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (enlarged) setNeeded(true);
  }, [enlarged]);
  if (!needed && !enlarged) return null;
  return (
    <Suspense fallback={null}>
      <ImageModal enlarged={enlarged} onClose={onClose} />
    </Suspense>
  );
}
