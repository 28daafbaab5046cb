import { lazy, Suspense, useEffect, useState } from "react";
import type { Image } from "#tooling/content-schemas";
import { visuallyHidden } from "#app/styles/layout.css";
import { cardMedia } from "./card.css";
import * as styles from "./image-dialog.css";
import { cardImageSizes, ResponsiveImage } from "./ResponsiveImage";

export type Picture = { image: Image; title: string };

/** What the image dialog shows: one picture of a set (a card's picture is a set of one). */
export type ShownPicture = { pictures: Picture[]; index: number };

/** A card's picture on its own, with no previous or next. */
const alone = (picture: Picture): ShownPicture => ({ pictures: [picture], index: 0 });

/** The picture at the top of a card, opening on its own in the image dialog. */
export function CardPicture({
  image,
  title,
  onOpen,
  sizes,
}: Picture & { onOpen: (shown: ShownPicture) => void; sizes?: string }) {
  return (
    <div className={cardMedia}>
      <EnlargeableImage
        image={image}
        sizes={sizes}
        onOpen={() => onOpen(alone({ image, title }))}
      />
    </div>
  );
}

// react-modal stays out of the page's first download; it is fetched when a visitor points at,
// focuses or clicks a picture.
const loadImageModal = () => import("./ImageModal");
const ImageModal = lazy(loadImageModal);

/** The button around a picture that opens it in the image dialog. */
export function EnlargeableImage({
  image,
  onOpen,
  sizes = cardImageSizes,
}: {
  image: Image;
  onOpen: () => void;
  /** How wide the picture shows: a card in a three-column grid unless said otherwise. */
  sizes?: string;
}) {
  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={onOpen}
      onPointerEnter={loadImageModal}
      onFocus={loadImageModal}
    >
      {/* The button's name: this text, then the picture's alt text. */}
      <span className={visuallyHidden}>Enlarge image: </span>
      <ResponsiveImage image={image} sizes={sizes} className={styles.thumbnail} deferred />
    </button>
  );
}

/**
 * A modal dialog showing one picture at full size; in a set, previous and next move through it.
 * Escape, the overlay and the close button dismiss it, and focus goes back to the picture that
 * opened it.
 */
export function ImageDialog({
  shown,
  onChange,
}: {
  shown: ShownPicture | null;
  /** A move to another picture of the set, or `null` when the dialog is dismissed. */
  onChange: (shown: ShownPicture | null) => void;
}) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (shown) setNeeded(true);
  }, [shown]);
  if (!needed && !shown) return null;
  return (
    <Suspense fallback={null}>
      <ImageModal shown={shown} onChange={onChange} />
    </Suspense>
  );
}
