import { X } from "lucide-react";
import { useEffect } from "react";
import ModalImport from "react-modal";
import type { Image } from "#app/content/schemas";
import { visuallyHidden } from "#app/styles/layout.css";
import * as styles from "./image-dialog.css";

// CommonJS package: some bundles hand over `{ default: Modal }` instead of the component.
const Modal = (ModalImport as unknown as { default?: typeof ModalImport }).default ?? ModalImport;

export type EnlargedImage = { image: Image; title: string };

/** The button around a picture that opens it in the image dialog. */
export function EnlargeableImage({
  image,
  title,
  onOpen,
  className,
  imageClassName,
}: EnlargedImage & {
  onOpen: (enlarged: EnlargedImage) => void;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `${styles.trigger} ${className}` : styles.trigger}
      onClick={() => onOpen({ image, title })}
    >
      {/* The button's name: this text, then the picture's alt text. */}
      <span className={visuallyHidden}>Enlarge image: </span>
      <img
        className={imageClassName ?? styles.thumbnail}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
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
  useEffect(() => {
    // Hides the page from assistive technology while the dialog is open; browser only.
    Modal.setAppElement("#app");
  }, []);

  return (
    <Modal
      isOpen={enlarged !== null}
      onRequestClose={onClose}
      contentLabel={enlarged?.title ?? "Image"}
      className={styles.dialog}
      overlayClassName={styles.overlay}
      bodyOpenClassName={styles.bodyOpen}
    >
      {enlarged && (
        <figure className={styles.figure}>
          <img
            className={styles.fullImage}
            src={enlarged.image.src}
            alt={enlarged.image.alt}
            width={enlarged.image.width}
            height={enlarged.image.height}
          />
          <figcaption className={styles.caption}>{enlarged.title}</figcaption>
        </figure>
      )}
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close image">
        <X aria-hidden="true" />
      </button>
    </Modal>
  );
}
