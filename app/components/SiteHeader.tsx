import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Image } from "#tooling/content-schemas";
import { telHref, WHATSAPP_LABEL } from "#app/lib/contact-details";
import { headerLinks, phoneMenuLinks, routes } from "#app/navigation";
import { container } from "#app/styles/layout.css";
import { media } from "#app/styles/theme.css";
import { ButtonLink } from "./ButtonLink";
import { footerLinksId } from "./SiteFooter";
import { Glyph } from "./Glyph";
import { QuickContactBar } from "./QuickContactBar";
import * as styles from "./site-header.css";
import { ResponsiveImage } from "./ResponsiveImage";

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
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > styles.SOLID_AFTER_SCROLL_PX);
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

  // While the menu is open it is the page: what lies behind is locked, out of reach of the
  // keyboard and screen readers, Tab cycles between the toggle and the menu's entries, and
  // Escape closes it with focus back on the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    // Everything but the header and the backdrop: the siblings of the header and of each of its
    // ancestors, and the brand link beside the toggle.
    const header = toggleRef.current?.closest("header");
    const behind: Element[] = header ? [...header.querySelectorAll(`.${styles.brand}`)] : [];
    for (let node = header; node && node !== body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        const kept =
          sibling === node ||
          sibling.tagName === "SCRIPT" ||
          sibling.classList.contains(styles.backdrop);
        if (!kept) behind.push(sibling);
      }
    }
    for (const element of behind) element.setAttribute("inert", "");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const toggle = toggleRef.current;
      const last = [...(menuRef.current?.querySelectorAll("a") ?? [])].at(-1);
      if (!toggle || !last) return;
      if (event.shiftKey && document.activeElement === toggle) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        toggle.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      body.style.overflow = previousOverflow;
      for (const element of behind) element.removeAttribute("inert");
      document.removeEventListener("keydown", onKey);
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

        <nav
          id="mobile-menu"
          ref={menuRef}
          aria-label="Main"
          className={styles.mobileMenu}
          hidden={!menuOpen}
        >
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
            {/* The call bar hides while the menu is open: its two ways in come last here. */}
            {quickContact && (
              <ul className={styles.mobileContact}>
                <li>
                  <a href={telHref(quickContact.phone)} className={styles.mobileContactLink}>
                    <Glyph name="phone" />
                    <span>
                      Call <span className={styles.unbroken}>{quickContact.phone}</span>
                    </span>
                  </a>
                </li>
                <li>
                  <a
                    href={quickContact.whatsappChat}
                    className={styles.mobileContactLink}
                    aria-label={WHATSAPP_LABEL}
                  >
                    <Glyph name="chat" />
                    WhatsApp
                  </a>
                </li>
              </ul>
            )}
          </div>
        </nav>
      </header>
      {menuOpen && <div className={styles.backdrop} onClick={closeMenu} aria-hidden="true" />}
      {quickContact && !menuOpen && <QuickContactBar {...quickContact} />}
    </>
  );
}
