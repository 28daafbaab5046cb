import { visuallyHidden } from "#app/styles/layout.css";
import { CutText } from "./CutText";
import { starOutline } from "./Glyph";
import * as styles from "./testimonial-card.css";

export type TestimonialCardData = {
  id: number;
  name: string;
  /** Already formatted: the first part of the location and the city. */
  location: string;
  rating: number;
  /** Already cut to length (the whole text when it is shown whole). */
  quote: string;
  /** The whole quote, behind 'Read more' when the quote is cut. */
  text: string;
  date: string;
};

const MAX_RATING = 5;
// A star is 24 units wide; the 2px between stars of 18px is 8/3 units.
const STAR_GAP = 8 / 3;
const STAR_PITCH = 24 + STAR_GAP;

/**
 * The rating as one picture of five stars: one element for the browser to lay out, not five, and
 * two paths in it (the filled stars and the empty ones).
 */
function Stars({ rating }: { rating: number }) {
  return (
    <div className={styles.stars}>
      <span className={visuallyHidden}>{`Rated ${rating} out of ${MAX_RATING}`}</span>
      <svg
        className={styles.starRow}
        viewBox={`0 0 ${STAR_PITCH * MAX_RATING - STAR_GAP} 24`}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {[true, false].map((filled) => {
          const places = Array.from({ length: MAX_RATING }, (_, index) => index).filter(
            (index) => index < rating === filled,
          );
          return places.length > 0 ? (
            <path
              key={String(filled)}
              className={filled ? styles.starFilled : styles.starEmpty}
              fill="currentColor"
              d={places.map((place) => starOutline(STAR_PITCH * place)).join("")}
            />
          ) : null;
        })}
      </svg>
    </div>
  );
}

/** A client's words with their rating: the home page's carousel, a project's page. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <figure className={styles.card}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <CutText
          cut={testimonial.quote}
          full={testimonial.text}
          subject={`${testimonial.name}'s review`}
        />
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{testimonial.name}</span>
        <span className={styles.meta}>{testimonial.location}</span>
        <span className={styles.meta}>{testimonial.date}</span>
      </figcaption>
    </figure>
  );
}
