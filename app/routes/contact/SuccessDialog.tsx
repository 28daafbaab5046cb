import { Button } from "react-aria-components/Button";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { button } from "#app/components/button.css";
import * as styles from "./contact.css";
import { contactMessages as say } from "./messages";

/** The dialog confirming a sent message; focus moves into it and its Close button closes it. */
export default function SuccessDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={styles.dialogOverlay}
    >
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            {say.successTitle}
          </Heading>
          <p>{say.successDialog}</p>
          {/* A dialog with one action: focus starts on it, as the ARIA dialog pattern advises. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button onPress={onClose} className={`${button.primary} ${styles.dialogClose}`} autoFocus>
            Close
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
