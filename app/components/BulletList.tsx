import { bulletList } from "#app/styles/layout.css";

/** Points in sentences, one item each, as a content file lists them. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={bulletList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
