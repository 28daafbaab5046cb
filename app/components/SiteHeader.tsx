import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Image } from "#app/content/schemas";
import { headerLinks, phoneMenuLinks, routes } from "#app/navigation";
import { container } from "#app/styles/layout.css";
import { media } from "#app/styles/theme.css";
import { ButtonLink } from "./ButtonLink";
import { footerLinksId } from "./SiteFooter";
import { Glyph } from "./Glyph";
import { QuickContactBar } from "./QuickContactBar";
import * as styles from "./site-header.css";
import { ResponsiveImage } from "./ResponsiveImage";

/** The header turns solid once the page has scrolled past this many pixels. */
const SCROLL_THRESHOLD = 10;

/** The brand (name and logo) is left out only on an error screen that has no site settings. */
export function SiteHeader({
  brand,
  quickContact,
}: {
  brand?: { companyName: string; logo: Image };
  /** The phones' call and WhatsApp bar, when the site has a WhatsApp number. */
  quickContact?: { phone: string; whatsappChat: string };
}) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // Any navigation, including the browser's back button, closes the menu.
  useEffect(() => setMenuOpen(false), [location.key]);

  // Widening the window to the desktop layout hides the menu: close it, or the page stays locked.
  useEffect(() => {
    const desktop = window.matchMedia(media.large);
    const closeOnDesktop = () => desktop.matches && setMenuOpen(false);
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const solid = scrolled || menuOpen;

  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={solid ? `${styles.header} ${styles.headerSolid}` : styles.header}>
        <div className={`${container} ${styles.bar}`}>
          {brand ? (
            <Link to={routes.home} className={styles.brand} onClick={closeMenu}>
              <ResponsiveImage
                image={brand.logo}
                sizes="48px"
                decorative
                className={styles.brandMark}
              />
              {brand.companyName}
            </Link>
          ) : null}

          <nav aria-label="Main" className={styles.desktopNav}>
            <ul className={styles.navList}>
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={styles.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ButtonLink to={routes.contact}>Get in Touch</ButtonLink>
          </nav>

          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Glyph name={menuOpen ? "close" : "menu"} />
          </button>
          {/* Without scripts the toggle cannot open the menu: this leads to the footer's links. */}
          <noscript>
            <a href={`#${footerLinksId}`} className={styles.menuLink} aria-label="Menu">
              <Glyph name="menu" />
            </a>
          </noscript>
        </div>

        <nav id="mobile-menu" aria-label="Main" className={styles.mobileMenu} hidden={!menuOpen}>
          <div className={container}>
            <ul className={styles.mobileList}>
              {phoneMenuLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={styles.mobileLink} onClick={closeMenu}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ButtonLink to={routes.contact} className={styles.mobileCta}>
              Get in Touch
            </ButtonLink>
          </div>
        </nav>
      </header>
      {menuOpen && <div className={styles.backdrop} onClick={closeMenu} aria-hidden="true" />}
      {quickContact && !menuOpen && <QuickContactBar {...quickContact} />}
    </>
  );
}
