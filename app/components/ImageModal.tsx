import { useEffect, useState } from "react";
import ModalImport from "react-modal";
import { visuallyHidden } from "#app/styles/layout.css";
import { Glyph } from "./Glyph";
import type { ShownPicture } from "./ImageDialog";
import * as styles from "./image-dialog.css";
import { ResponsiveImage } from "./ResponsiveImage";

// CommonJS package: some bundles hand over `{ default: Modal }` instead of the component.
const Modal = (ModalImport as unknown as { default?: typeof ModalImport }).default ?? ModalImport;

/** The react-modal dialog itself; loaded only once a visitor reaches for a picture. */
export default function ImageModal({
  shown,
  onChange,
}: {
  shown: ShownPicture | null;
  onChange: (shown: ShownPicture | null) => void;
}) {
  // Only a move is announced; on opening, the dialog's name already says which picture it is.
  const [moved, setMoved] = useState(false);

  const count = shown?.pictures.length ?? 0;
  const move = (step: number) => {
    if (!shown || count < 2) return;
    setMoved(true);
    onChange({ ...shown, index: (shown.index + step + count) % count });
  };
  const close = () => {
    setMoved(false);
    onChange(null);
  };

  useEffect(() => {
    if (!shown || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") move(-1);
      if (event.key === "ArrowRight") move(1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  const picture = shown ? shown.pictures[shown.index] : undefined;
  const position = shown && count > 1 ? `${shown.index + 1} of ${count}` : "";

  return (
    <Modal
      isOpen={picture !== undefined}
      onRequestClose={close}
      contentLabel={picture?.title ?? "Image"}
      className={styles.dialog}
      overlayClassName={styles.overlay}
      bodyOpenClassName={styles.bodyOpen}
      // Hides the page from assistive technology while the dialog is open, from the first time:
      // set in an effect, it came after the first opening (this module loads on the first click).
      appElement={document.getElementById("app") ?? undefined}
    >
      {picture && (
        <>
          <div className={styles.toolbar}>
            <span className={styles.position}>{position}</span>
            <button
              type="button"
              className={styles.iconButton}
              onClick={close}
              aria-label="Close image"
            >
              <Glyph name="close" />
            </button>
          </div>
          <figure className={styles.figure}>
            <div className={styles.stage}>
              <ResponsiveImage image={picture.image} sizes="100vw" className={styles.fullImage} />
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.previous}`}
                  onClick={() => move(-1)}
                  aria-label="Previous image"
                >
                  <Glyph name="chevronLeft" />
                </button>
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.next}`}
                  onClick={() => move(1)}
                  aria-label="Next image"
                >
                  <Glyph name="chevronRight" />
                </button>
              </>
            )}
            <figcaption className={styles.caption}>
              {picture.title}
              {picture.image.kind === "render" && (
                // Honest to visitors: a picture the company made before it had a photograph.
                <span className={styles.renderMark}>Render</span>
              )}
            </figcaption>
          </figure>
          <p role="status" className={visuallyHidden}>
            {moved ? `${picture.title}, ${position}` : ""}
          </p>
        </>
      )}
    </Modal>
  );
}
