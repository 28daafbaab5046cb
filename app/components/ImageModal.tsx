import { useEffect } from "react";
import ModalImport from "react-modal";
import { Glyph } from "./Glyph";
import type { EnlargedImage } from "./ImageDialog";
import * as styles from "./image-dialog.css";
import { ResponsiveImage } from "./ResponsiveImage";

// CommonJS package: some bundles hand over `{ default: Modal }` instead of the component.
const Modal = (ModalImport as unknown as { default?: typeof ModalImport }).default ?? ModalImport;

/** The react-modal dialog itself; loaded only once a visitor reaches for a picture. */
export default function ImageModal({
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
          <ResponsiveImage image={enlarged.image} sizes="90vw" className={styles.fullImage} />
          <figcaption className={styles.caption}>{enlarged.title}</figcaption>
        </figure>
      )}
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close image">
        <Glyph name="close" />
      </button>
    </Modal>
  );
}
