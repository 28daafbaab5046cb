import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import CarouselImport, { type ButtonGroupProps, type ResponsiveType } from "react-multi-carousel";
import { Glyph } from "#app/components/Glyph";
import { TestimonialCard, type TestimonialCardData } from "#app/components/TestimonialCard";
import { grid } from "#app/styles/layout.css";
import * as styles from "./testimonials.css";

// CommonJS package: some bundles hand over `{ default: Carousel }` instead of the class.
const Carousel =
  (CarouselImport as unknown as { default?: typeof CarouselImport }).default ?? CarouselImport;

/** Cards per row: one below 768 px, two up to 1023 px, three from 1024 px. */
const responsive: ResponsiveType = {
  small: { breakpoint: { min: 0, max: 767 }, items: 1 },
  medium: { breakpoint: { min: 768, max: 1023 }, items: 2 },
  large: { breakpoint: { min: 1024, max: 100_000 }, items: 3 },
};

// React warns about layout effects when rendering on the server, where they never run.
const useLayoutEffectInBrowser = typeof document === "undefined" ? useEffect : useLayoutEffect;

function ArrowButtons({ previous, next }: ButtonGroupProps) {
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.arrow}
        onClick={previous}
        aria-label="Previous testimonials"
      >
        <Glyph name="chevronLeft" />
      </button>
      <button type="button" className={styles.arrow} onClick={next} aria-label="Next testimonials">
        <Glyph name="chevronRight" />
      </button>
    </div>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialCardData[] }) {
  const carousel = useRef<InstanceType<typeof CarouselImport>>(null);
  // Until the carousel has measured itself, CSS sizes the cards per breakpoint so the
  // server-rendered row already shows the right number of cards. The hand-over happens before
  // the browser paints (a layout effect, as the carousel's own measuring): a frame with the
  // carousel's clones but the CSS sizes squeezed the row and moved the page below it.
  const [measured, setMeasured] = useState(false);
  useLayoutEffectInBrowser(() => setMeasured(true), []);

  // The carousel hides the cards out of view from screen readers (aria-hidden); their 'Read
  // more' toggles must leave the tab order too, so those cards are made inert as well.
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const frame = region.current;
    if (!frame) return;
    const matchHidden = () => {
      for (const item of frame.querySelectorAll<HTMLElement>("li[aria-hidden]")) {
        item.inert = item.getAttribute("aria-hidden") === "true";
      }
    };
    matchHidden();
    const observer = new MutationObserver(matchHidden);
    observer.observe(frame, { subtree: true, childList: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") carousel.current?.previous(0);
    else if (event.key === "ArrowRight") carousel.current?.next(0);
    else return;
    event.preventDefault();
  };

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable carousel region takes arrow keys, as the APG carousel pattern suggests */}
      <section
        ref={region}
        className={styles.region}
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-measured={measured || undefined}
      >
        {/* Polite: the cards 'Previous' and 'Next' bring into view are read out (the APG's
            advice for a carousel that does not turn by itself). */}
        <div aria-live="polite">
          <Carousel
            ref={carousel}
            responsive={responsive}
            ssr
            deviceType="large"
            infinite
            draggable
            swipeable
            keyBoardControl={false}
            arrows={false}
            renderButtonGroupOutside
            customButtonGroup={<ArrowButtons />}
            containerClass={styles.list}
            itemClass={styles.item}
          >
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </Carousel>
        </div>
      </section>
      {/* Without scripts the carousel cannot move (and marks its cards aria-hidden until it
          has measured itself): every card is shown in a grid instead. */}
      <noscript>
        <ul className={`${grid.three} ${styles.staticList}`} aria-label="Client testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className={styles.staticItem}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </noscript>
    </>
  );
}
