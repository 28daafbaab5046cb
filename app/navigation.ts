/** The site's public pages: one list for the menus, content link checks and tests. */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  projects: "/projects",
  faq: "/faq",
  contact: "/contact",
  mdPortfolio: "/md-portfolio",
} as const;

/** Anchors other pages link to; the sections carrying these ids must exist. */
export const anchors = { team: "team", process: "process" } as const;

export const headerLinks = [
  { label: "Home", to: routes.home },
  { label: "About", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "FAQ", to: routes.faq },
  { label: "Contact", to: routes.contact },
] as const;

export const footerQuickLinks = [
  { label: "Home", to: routes.home },
  { label: "About Us", to: routes.about },
  { label: "Services", to: routes.services },
  { label: "Projects", to: routes.projects },
  { label: "FAQ", to: routes.faq },
  { label: "Contact Us", to: routes.contact },
  { label: "MD Portfolio", to: routes.mdPortfolio },
] as const;

export const footerServiceLinks = [
  "Construction Services",
  "Interior Design",
  "Renovation",
  "Project Management",
  "Consultation",
] as const;
