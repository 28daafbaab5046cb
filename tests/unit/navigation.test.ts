import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { anchors, footerServiceLinks, routes, serviceAnchor } from "#app/navigation";

const servicesDir = path.resolve(import.meta.dirname, "../../content/services");
const serviceTitles = readdirSync(servicesDir).map(
  (file) => matter(readFileSync(path.join(servicesDir, file), "utf8")).data.title as string,
);

describe("service links", () => {
  it("make an id from a title", () => {
    expect(serviceAnchor("Interior Design")).toBe("interior-design");
    expect(serviceAnchor("Design & Planning")).toBe("design-and-planning");
  });

  it("in the footer each lead to a section the services page has", () => {
    const sectionIds = [...serviceTitles.map(serviceAnchor), ...Object.values(anchors)];
    for (const link of footerServiceLinks) {
      const [page, id] = link.to.split("#");
      expect(page).toBe(routes.services);
      expect(sectionIds, `${link.label} leads to #${id}`).toContain(id);
    }
  });
});
