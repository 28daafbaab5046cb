import type { Image } from "#tooling/content-schemas";
import { deferredPicture } from "./responsive-image.css";

/** How wide a picture in a one-, two- or three-column card grid shows. */
export const cardImageSizes = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";
/** A picture in a card of a grid that is two columns wide from tablets up (`grid.two`). */
export const halfCardImageSizes = "(min-width: 768px) 50vw, 100vw";

/**
 * An image from content/. A photo comes as a `<picture>` offering its AVIF and WebP variants
 * at several widths (written by the build); artwork (SVG) is a plain `<img>`. Width and height
 * are always set, so nothing moves while it loads.
 */
export function ResponsiveImage({
  image,
  className,
  sizes = "100vw",
  loading,
  deferred = false,
  priority = false,
  decorative = false,
}: {
  image: Image;
  className?: string;
  /** How wide the picture shows, so the browser picks the smallest variant that is enough. */
  sizes?: string;
  loading?: "lazy" | "eager";
  /**
   * Below the first screen, in a frame that sets its size: laid out and fetched only when it comes
   * within about half a screen. Lazy loading alone fetches pictures 1,250 px ahead, while a slow
   * phone is still loading the opening picture and the fonts (docs/performance.md).
   */
  deferred?: boolean;
  /** The page's main picture: fetched before everything else. */
  priority?: boolean;
  /** The picture repeats the text next to it, so screen readers skip it. */
  decorative?: boolean;
}) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={deferred ? "lazy" : loading}
      // React 18 only knows the lowercase attribute name.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  if (!image.sources) return img;
  const picture = (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
  return deferred ? <span className={deferredPicture}>{picture}</span> : picture;
}
