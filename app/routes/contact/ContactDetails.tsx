import { Glyph } from "#app/components/Glyph";
import { SocialLinks } from "#app/components/SocialLinks";
import type { Settings } from "#app/content/schemas";
import { telHref } from "#app/lib/contact-details";
import * as styles from "./contact.css";

type Heading = { heading: string; intro?: string };

/** Beside the form: the office (address, phone, e-mail, hours) and the social links. */
export function ContactDetails({
  office,
  social,
  sections,
}: {
  office: {
    locality: string;
    region: string;
    phone: string;
    email: string;
    hours: { label: string; times: string }[];
  };
  social: Settings["social"];
  sections: { office: Heading; connect: Heading };
}) {
  return (
    <div className={styles.aside}>
      <section aria-labelledby="office-heading" className={styles.infoCard}>
        <h2 id="office-heading" className={styles.infoHeading}>
          {sections.office.heading}
        </h2>
        {sections.office.intro && <p className={styles.cardIntro}>{sections.office.intro}</p>}
        <ul className={styles.details}>
          <li className={styles.detail}>
            <Glyph name="mapPin" className={styles.detailIcon} />
            <address className={styles.address}>
              {office.locality}
              <br />
              {office.region}
            </address>
          </li>
          <li className={styles.detail}>
            <Glyph name="phone" className={styles.detailIcon} />
            <a href={telHref(office.phone)}>{office.phone}</a>
          </li>
          <li className={styles.detail}>
            <Glyph name="mail" className={styles.detailIcon} />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </li>
        </ul>
        <h3 className={styles.hoursHeading}>Office hours</h3>
        <dl className={styles.hours}>
          {office.hours.map((entry) => (
            <div key={entry.label} className={styles.hoursRow}>
              <dt>{entry.label}</dt>
              <dd>{entry.times}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="connect-heading" className={styles.infoCard}>
        <h2 id="connect-heading" className={styles.infoHeading}>
          {sections.connect.heading}
        </h2>
        {sections.connect.intro && <p className={styles.cardIntro}>{sections.connect.intro}</p>}
        <div className={styles.social}>
          <SocialLinks social={social} tone="light" />
        </div>
      </section>
    </div>
  );
}
