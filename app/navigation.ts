/** The site's public pages: one list for the menus, content link checks and tests. */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  projects: "/projects",
  faq: "/faq",
  contact: "/contact",
  mdPortfolio: "/md-portfolio",
  estimate: "/estimate",
  packages: "/packages",
  howWeWork: "/how-we-work",
  approvals: "/approvals",
} as const;

/** A finish level's column on /packages: `construction-premium`. */
export const packageAnchor = (work: string, level: string) => `${work}-${level}`;

/** A project's own page. */
export const projectPath = (slug: string) => `${routes.projects}/${slug}`;

/** Its picture for link previews, drawn by the build (tooling/images-plugin.ts). */
export const projectSocialImage = (slug: string) => `/og/projects/${slug}.png`;

/** The contact form, its message begun with the project's name ("a project like the …"). */
export const enquiryAbout = (slug: string) => `${routes.contact}?project=${slug}#get-in-touch`;

/** The contact form asking to visit an ongoing project's site. */
export const siteVisitRequest = (slug: string) => `${routes.contact}?visit=${slug}#get-in-touch`;

/** Anchors other pages link to; the sections carrying these ids must exist. */
export const anchors = { team: "team", process: "process" } as const;

/** The sections content may link to, by page (each service's section is added by the check). */
export const pageAnchors: Record<string, readonly string[]> = {
  [routes.about]: [anchors.team],
  [routes.services]: [anchors.process],
  [routes.packages]: ["construction", "interior", "price-changes"],
  [routes.howWeWork]: ["payments", "delays", "changes", "warranty", "visits"],
};

export const headerLinks = [
  { label: "Home", to: routes.home },
  { label: "About", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "FAQ", to: routes.faq },
  { label: "Contact", to: routes.contact },
] as const;

/** The cost estimator: after the spec's pages in the phone menu and the footer, never on the desktop bar. */
const estimatorLink = { label: "Cost Estimator", to: routes.estimate } as const;

export const phoneMenuLinks = [...headerLinks, estimatorLink] as const;

export const footerQuickLinks = [
  { label: "Home", to: routes.home },
  { label: "About Us", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "FAQ", to: routes.faq },
  { label: "Contact Us", to: routes.contact },
  { label: "MD Portfolio", to: routes.mdPortfolio },
  estimatorLink,
  { label: "Packages", to: routes.packages },
  { label: "How We Work", to: routes.howWeWork },
  { label: "Approvals", to: routes.approvals },
] as const;

/** Lowercase words joined by hyphens, accents dropped: "Site Visits & Café" -> "site-visits-and-cafe". */
export function hyphenated(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A service's section on the services page: "Interior Design" is `interior-design`. */
export const serviceAnchor = (title: string): string => hyphenated(title);

/** Where a service's links lead: its own section of the services page. */
export const serviceLink = (title: string) => `${routes.services}#${serviceAnchor(title)}`;

// Consultation is not a service of its own but the first step of every one.
export const footerServiceLinks = [
  { label: "Construction Services", to: serviceLink("Construction Services") },
  { label: "Interior Design", to: serviceLink("Interior Design") },
  { label: "Renovation", to: serviceLink("Renovation") },
  { label: "Project Management", to: serviceLink("Project Management") },
  { label: "Consultation", to: `${routes.services}#${anchors.process}` },
] as const;
