import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BulletList } from "#app/components/BulletList";
import { CallToAction } from "#app/components/CallToAction";
import { PageHero } from "#app/components/PageHero";
import { Section } from "#app/components/Section";
import { estimator, packages, pages } from "#app/content/collections.server";
import { finishLevels, formatRupees } from "#app/lib/estimate";
import { metaForPage } from "#app/lib/seo";
import { keepUnitsTogether } from "#app/lib/text";
import { packageAnchor, routes } from "#app/navigation";
import { cell, headCell, rowHeading, table, tableFrame } from "#app/components/table.css";
import * as styles from "./packages.css";

const packagedWork = ["construction", "interior"] as const;
type PackagedWork = (typeof packagedWork)[number];

/** Each kind of work's package as the page shows it: levels named and priced by the estimator. */
function packageView(work: PackagedWork) {
  const { groups, notIncluded } = packages[work];
  const rate = pages.packages.sections.rate;
  return {
    work,
    levels: finishLevels.map((level) => ({
      level,
      id: packageAnchor(work, level),
      name: estimator.finishes[level].label,
      rate: keepUnitsTogether(
        rate.replace("{rate}", formatRupees(estimator.types[work].rates[level])),
      ),
    })),
    groups: groups.map((group) => ({
      heading: group.heading,
      rows: group.rows.map((row) => ({
        item: row.item,
        levels: finishLevels.map((level) => ({
          level,
          text: row.levels[level],
          allowance:
            row.allowance &&
            keepUnitsTogether(`${formatRupees(row.allowance[level])} ${row.allowance.unit}`),
        })),
      })),
    })),
    // The estimator's extras for this work, at their one price whatever the level.
    extras: estimator.extras
      .filter((extra) => (extra.for as string[]).includes(work))
      .map((extra) => ({
        label: extra.label,
        price: keepUnitsTogether(formatRupees(extra.price)),
      })),
    notIncluded,
  };
}

export async function loader() {
  return {
    page: pages.packages,
    packages: packagedWork.map(packageView),
    priceChanges: packages.priceChanges,
  };
}

export const meta: MetaFunction<typeof loader> = metaForPage(routes.packages);

export default function PackagesPage() {
  const { page, packages, priceChanges } = useLoaderData<typeof loader>();
  const { sections } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      {packages.map((view, index) => (
        <Section
          key={view.work}
          id={view.work}
          copy={sections[view.work]}
          tone={index % 2 === 0 ? "white" : "light"}
        >
          <PackageTable
            view={view}
            workHeading={sections[view.work].heading}
            chooseLevel={sections.chooseLevel}
            extrasHeading={sections.extras}
          />
          <div className={styles.notIncluded}>
            <h3 className={styles.listHeading}>{sections.notIncluded.heading}</h3>
            <p>{sections.notIncluded.intro}</p>
            <BulletList items={view.notIncluded} />
          </div>
        </Section>
      ))}
      <Section id="price-changes" copy={sections.priceChanges} tone="white">
        <BulletList items={priceChanges} />
      </Section>
      <CallToAction copy={sections.callToAction} />
    </>
  );
}

type PackageView = ReturnType<typeof packageView>;

/**
 * One kind of work's levels side by side; on a phone one level at a time, chosen by the links
 * above it. Plain fragment links and CSS (`:target`), so the choice works without scripts and
 * from the estimator's link to a column.
 */
function PackageTable({
  view,
  workHeading,
  chooseLevel,
  extrasHeading,
}: {
  view: PackageView;
  workHeading: string;
  chooseLevel: string;
  extrasHeading: string;
}) {
  const headingId = `${view.work}-heading`;
  return (
    <div className={styles.levels}>
      <nav className={styles.picker} aria-label={`${chooseLevel}: ${workHeading}`}>
        <span className={styles.pickerLabel} aria-hidden="true">
          {chooseLevel}
        </span>
        {view.levels.map((level) => (
          <a
            key={level.level}
            href={`#${level.id}`}
            className={styles.pickerLink}
            data-level={level.level}
          >
            {level.name}
          </a>
        ))}
      </nav>
      <div className={tableFrame}>
        <table className={table} aria-labelledby={headingId}>
          <colgroup>
            <col className={styles.itemColumn} />
            {view.levels.map((level) => (
              <col key={level.level} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {/* The kind of work, for a phone that jumped to a column past the section's heading. */}
              <td className={`${headCell} ${styles.corner}`} aria-hidden="true">
                <span className={styles.levelName}>{workHeading}</span>
              </td>
              {view.levels.map((level) => (
                <th
                  key={level.level}
                  id={level.id}
                  scope="col"
                  className={`${headCell} ${styles.levelHeading}`}
                  data-level={level.level}
                >
                  <span className={styles.levelName}>{level.name}</span>
                  <span className={styles.levelRate}>{level.rate}</span>
                </th>
              ))}
            </tr>
          </thead>
          {view.groups.map((group) => (
            <tbody key={group.heading}>
              <tr>
                <th scope="rowgroup" colSpan={4} className={styles.groupHeading}>
                  {group.heading}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.item}>
                  <th scope="row" className={rowHeading}>
                    {row.item}
                  </th>
                  {row.levels.map((given) => (
                    <td key={given.level} className={cell} data-level={given.level}>
                      {given.text}
                      {given.allowance && (
                        <span className={styles.allowance}>{given.allowance}</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
          {view.extras.length > 0 && (
            <tbody>
              <tr>
                <th scope="rowgroup" colSpan={4} className={styles.groupHeading}>
                  {extrasHeading}
                </th>
              </tr>
              {view.extras.map((extra) => (
                <tr key={extra.label}>
                  <th scope="row" className={rowHeading}>
                    {extra.label}
                  </th>
                  <td colSpan={3} className={cell} data-level="every">
                    {extra.price}
                  </td>
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
    </div>
  );
}
