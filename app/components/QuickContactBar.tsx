import { telHref, WHATSAPP_LABEL } from "#app/lib/contact-details";
import { Glyph } from "./Glyph";
import * as styles from "./quick-contact-bar.css";

/**
 * Phones only: a call or a WhatsApp chat one tap away at the bottom of every page. Plain links,
 * nothing loaded until one is followed. Hidden while the menu is open or a field has focus.
 */
export function QuickContactBar({ phone, whatsappChat }: { phone: string; whatsappChat: string }) {
  return (
    <nav aria-label="Call or chat" className={styles.bar}>
      <a href={telHref(phone)} className={styles.action} aria-label={`Call ${phone}`}>
        <Glyph name="phone" className={styles.icon} />
        Call
      </a>
      <a href={whatsappChat} className={styles.action} aria-label={WHATSAPP_LABEL}>
        <Glyph name="chat" className={styles.icon} />
        WhatsApp
      </a>
    </nav>
  );
}
