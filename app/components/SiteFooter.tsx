import { Link } from "@remix-run/react";
import type { Settings } from "#tooling/content-schemas";
import { addressLines, telHref, WHATSAPP_LABEL } from "#app/lib/contact-details";
import { footerQuickLinks, footerServiceLinks, routes } from "#app/navigation";
import { container } from "#app/styles/layout.css";
import { Glyph } from "./Glyph";
import { SocialLinks } from "./SocialLinks";
import * as styles from "./site-footer.css";
import { ResponsiveImage } from "./ResponsiveImage";

export type FooterSettings = Pick<
  Settings,
  "companyName" | "blurb" | "logo" | "address" | "phone" | "email" | "social"
> & { whatsappChat?: string };

/** The footer's list of every page: where the header's menu leads when scripts are off. */
export const footerLinksId = "footer-quick-links";

export function SiteFooter({ settings, year }: { settings: FooterSettings; year: number }) {
  const [street, city] = addressLines(settings.address);
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <div>
          <Link to={routes.home} className={styles.brand}>
            <ResponsiveImage
              image={settings.logo}
              sizes="48px"
              decorative
              className={styles.brandMark}
              loading="lazy"
            />
            {settings.companyName}
          </Link>
          <p className={styles.blurb}>{settings.blurb}</p>
          <SocialLinks social={settings.social} />
        </div>

        <FooterLinks id={footerLinksId} heading="Quick Links" links={footerQuickLinks} />
        <FooterLinks id="footer-services" heading="Services" links={footerServiceLinks} />

        <div>
          <h2 className={styles.heading}>Contact Us</h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <Glyph name="mapPin" className={styles.contactIcon} />
              <address className={styles.address}>
                {street}
                <br />
                {city}
              </address>
            </li>
            <li className={styles.contactItem}>
              <Glyph name="phone" className={styles.contactIcon} />
              <a href={telHref(settings.phone)} className={styles.link}>
                {settings.phone}
              </a>
            </li>
            {settings.whatsappChat && (
              <li className={styles.contactItem}>
                <Glyph name="chat" className={styles.contactIcon} />
                <a href={settings.whatsappChat} className={styles.link}>
                  {WHATSAPP_LABEL}
                </a>
              </li>
            )}
            <li className={styles.contactItem}>
              <Glyph name="mail" className={styles.contactIcon} />
              <a href={`mailto:${settings.email}`} className={styles.link}>
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
      </div>

      {/* The divider sits inside the container's padding, as wide as the columns above. */}
      <div className={container}>
        <div className={styles.bottom}>
          <p>
            © {year} {settings.companyName}. All rights reserved.
          </p>
          <div className={styles.follow}>
            <span>Follow Our Journey</span>
            <SocialLinks social={settings.social} />
          </div>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of links: the pages, the services. */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { label: string; to: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
