/** A decorative icon drawn on the server (see tooling/content-icons.ts). */
export function ContentIcon({ svg, className }: { svg: string; className?: string }) {
  return (
    <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
