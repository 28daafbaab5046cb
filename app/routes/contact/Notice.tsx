import * as styles from "./contact.css";

/** The body of a notice: a title and a sentence. */
export function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <p className={styles.noticeTitle}>{title}</p>
      <p>{text}</p>
    </div>
  );
}
