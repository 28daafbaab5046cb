import { Glyph } from "#app/components/Glyph";
import type { SectionCopy } from "#app/components/Section";
import { SocialLinks } from "#app/components/SocialLinks";
import type { ReactNode } from "react";
import type { Settings } from "#tooling/content-schemas";
import { telHref, WHATSAPP_LABEL } from "#app/lib/contact-details";
import { glyphList, glyphListIcon, glyphListItem } from "#app/styles/layout.css";
import * as styles from "./contact.css";

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
    whatsappChat?: string;
    email: string;
    hours: { label: string; times: string }[];
  };
  social: Settings["social"];
  sections: { office: SectionCopy; connect: SectionCopy };
}) {
  return (
    <div className={styles.aside}>
      <InfoCard id="office-heading" copy={sections.office}>
        <ul className={glyphList}>
          <li className={glyphListItem}>
            <Glyph name="mapPin" className={glyphListIcon} />
            <address className={styles.address}>
              {office.locality}
              <br />
              {office.region}
            </address>
          </li>
          <li className={glyphListItem}>
            <Glyph name="phone" className={glyphListIcon} />
            <a href={telHref(office.phone)}>{office.phone}</a>
          </li>
          {office.whatsappChat && (
            <li className={glyphListItem}>
              <Glyph name="chat" className={glyphListIcon} />
              <a href={office.whatsappChat}>{WHATSAPP_LABEL}</a>
            </li>
          )}
          <li className={glyphListItem}>
            <Glyph name="mail" className={glyphListIcon} />
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
      </InfoCard>

      <InfoCard id="connect-heading" copy={sections.connect}>
        <div className={styles.social}>
          <SocialLinks social={social} tone="light" />
        </div>
      </InfoCard>
    </div>
  );
}

/** One card of the column beside the form, with its heading and sentence. */
function InfoCard({ id, copy, children }: { id: string; copy: SectionCopy; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.infoCard}>
      <h2 id={id} className={styles.infoHeading}>
        {copy.heading}
      </h2>
      {copy.intro && <p className={styles.cardIntro}>{copy.intro}</p>}
      {children}
    </section>
  );
}
