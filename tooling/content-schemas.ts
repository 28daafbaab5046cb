/**
 * The shape of every content file. Build-time only: the content Vite plugin validates front
 * matter with these schemas, and the TypeScript types of the site's data are inferred from them.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { finishLevels, workTypes, type FinishLevel } from "../app/lib/estimate-choices";
import { didYouMean } from "./content-problems";
import { readImageSize } from "./image-size";
import { isPhoto, photoSources, type ImageSource } from "./image-variants";

const publicDir = path.resolve(import.meta.dirname, "../public");

/** Where image paths are looked up: the site's public/, or a test fixture's beside its content/. */
let imagesDir = publicDir;
export function withImagesDir<T>(dir: string, read: () => T): T {
  const saved = imagesDir;
  imagesDir = dir;
  try {
    return read();
  } finally {
    imagesDir = saved;
  }
}

/** Larger photos slow the build and say nothing more once resized for screens. */
const maxPhotoBytes = 5 * 1024 * 1024;

const text = z.string().trim().min(1, "must not be empty");
const order = z.number().int().positive();
/** A sentence about one project: the page puts its title and place where `{project}` stands. */
const namingProject = text.refine(
  (value) => value.includes("{project}"),
  "must name {project}, which becomes the project's title and place",
);

const thisYear = new Date().getFullYear();
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "June 2023": the month in words and the year, not in the future. */
const monthAndYear = z.string().superRefine((value, context) => {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(value.trim());
  const month = match ? months.indexOf(match[1]!) : -1;
  if (!match || month < 0) {
    context.addIssue({
      code: "custom",
      message: `write the month in words and the year, like "June 2023"${match ? didYouMean(match[1]!, months) : ""}`,
    });
    return;
  }
  const now = new Date();
  const year = Number(match[2]);
  if (year > now.getFullYear() || (year === now.getFullYear() && month > now.getMonth())) {
    context.addIssue({ code: "custom", message: "is in the future" });
  }
});

/**
 * An Indian phone number as the site shows it: +91, then the ten digits in groups separated by
 * single spaces ("+91 40 4012 3456", "+91 98480 12345").
 */
const indianPhone = z.string().superRefine((value, context) => {
  const format = "write +91, then the ten digits in groups, like +91 40 4012 3456";
  if (!/^\+91( \d+)+$/.test(value)) {
    context.addIssue({ code: "custom", message: `must be a phone number: ${format}` });
    return;
  }
  const digits = value.replace(/\D/g, "").length - 2;
  if (digits !== 10) {
    context.addIssue({
      code: "custom",
      message: `has ${digits} digits after +91, not 10: ${format}`,
    });
  }
});

/** Names of the icons content may ask for; tooling/content-icons.ts draws each. */
export const iconNames = [
  "award",
  "badge-check",
  "building",
  "clipboard-list",
  "clock",
  "compass",
  "drafting-compass",
  "eye",
  "gem",
  "hammer",
  "handshake",
  "hard-hat",
  "heart-handshake",
  "layers",
  "lightbulb",
  "paint-roller",
  "ruler",
  "shield-check",
  "sofa",
  "sparkles",
  "target",
  "users",
  "wrench",
] as const;
export type IconName = (typeof iconNames)[number];
const icon = z.enum(iconNames);

/**
 * Where a picture is shown: the widest it appears (CSS pixels; the image dialog shows cards and
 * gallery pictures up to the content column's 72rem) and the shapes its frame crops well.
 */
export const pictureFrames = {
  hero: { width: 1920, minAspect: 4 / 3, maxAspect: 21 / 9, shape: "landscape, from 4:3 to 21:9" },
  card: { width: 1152, minAspect: 4 / 3, maxAspect: 16 / 9, shape: "landscape, from 4:3 to 16:9" },
  portrait: { width: 288, minAspect: 2 / 3, maxAspect: 1, shape: "upright, from 2:3 to square" },
} as const;
export type PictureFrame = keyof typeof pictureFrames;

/** A ratio as people write it: 1.5 -> "3:2". */
function ratioName(width: number, height: number) {
  const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));
  const d = divisor(width, height);
  return width / d <= 32 ? `${width / d}:${height / d}` : (width / height).toFixed(2);
}

/**
 * An image under public/: it must exist, and its alt text and size travel with it. A photo
 * (JPEG or PNG) says whether it is a render or a photograph, is large enough for the widest
 * place it is shown and of a shape its frame does not crop badly, and carries its AVIF and WebP
 * variants, written by the build.
 */
export function picture(frame?: PictureFrame) {
  return z
    .strictObject({
      src: z
        .string()
        .regex(
          /^\/[\w\-./]+\.(svg|png|jpe?g)$/,
          "must be a path under public/, like /photos/home.jpg",
        ),
      // Screen readers read it in one go: a sentence, not a paragraph, and they already say
      // "image": the words are about what is shown.
      alt: text
        .max(150)
        .refine(
          (alt) =>
            !/^(an? )?(render(ing)?|image|picture|photo(graph)?|illustration) of\b/i.test(alt),
          {
            message: 'describe what is shown, without "Render of" or "Image of" at the start',
          },
        ),
      /** A picture made by the render pipeline, or a photograph of the real thing. */
      kind: z.enum(["render", "photo"]).optional(),
    })
    .transform((image, context): Image => {
      const file = path.join(imagesDir, image.src);
      if (!existsSync(file)) {
        context.addIssue({ code: "custom", message: `no file public${image.src}`, path: ["src"] });
        return z.NEVER;
      }
      const bytes = statSync(file).size;
      if (bytes > maxPhotoBytes) {
        const megabytes = (bytes / 1024 / 1024).toFixed(1);
        context.addIssue({
          code: "custom",
          message: `public${image.src} is ${megabytes} MB; a photo must be at most 5 MB: save it as a JPEG about 2400 pixels wide`,
          path: ["src"],
        });
        return z.NEVER;
      }
      const size = readImageSize(file);
      if (!size) {
        context.addIssue({ code: "custom", message: "cannot read the image size", path: ["src"] });
        return z.NEVER;
      }
      const shown = frame && pictureFrames[frame];
      const aspect = size.width / size.height;
      if (shown && (aspect < shown.minAspect - 0.01 || aspect > shown.maxAspect + 0.01)) {
        context.addIssue({
          code: "custom",
          message: `public${image.src} is ${ratioName(size.width, size.height)} (${size.width} x ${size.height} pixels); its frame would crop it badly: use a picture that is ${shown.shape}`,
          path: ["src"],
        });
      }
      if (!isPhoto(file)) return { ...image, ...size };
      if (frame && !image.kind) {
        context.addIssue({
          code: "custom",
          message: "say what this picture is: add kind: photo (a photograph) or kind: render",
          path: ["src"],
        });
      }
      if (shown && size.width < shown.width) {
        context.addIssue({
          code: "custom",
          message: `public${image.src} is ${size.width} pixels wide; it is shown up to ${shown.width} wide, so it must be at least that (twice that looks sharpest)`,
          path: ["src"],
        });
      }
      return { ...image, ...size, sources: photoSources(file, image.src, size.width) };
    });
}
/** An image in no fixed frame: the logo, a picture in a Markdown body. */
export const imageSchema = picture();
export type Image = {
  src: string;
  alt: string;
  width: number;
  height: number;
  kind?: "render" | "photo";
  sources?: ImageSource[];
};

/** A button or link inside the site; the content check follows it to a page and section. */
const linkSchema = z.strictObject({
  label: text,
  href: z.string().regex(/^\/\S*$/, "must be a path on this site, like /about or /about#team"),
});
export type Link = z.output<typeof linkSchema>;

const section = z.strictObject({ heading: text, intro: text.optional() });
const sectionWithAction = section.extend({ action: linkSchema });
const callToAction = section.extend({ actions: z.array(linkSchema).min(1).max(3) });
const hero = z.strictObject({
  eyebrow: text.optional(),
  heading: text,
  text,
  image: picture("hero").optional(),
  actions: z.array(linkSchema).max(2).default([]),
});
/** Search results cut longer titles, and show descriptions of about this length. */
export const seoLimits = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 };
const page = {
  title: text.max(seoLimits.titleMax),
  description: text.min(seoLimits.descriptionMin).max(seoLimits.descriptionMax),
  hero,
};
export type HeroContent = z.output<typeof hero>;

const weekday = z.enum([
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
]);
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time like 09:00");

export const settingsSchema = z
  .strictObject({
    companyName: text,
    shortName: text,
    blurb: text,
    founded: z.number().int().min(1900),
    /** Where the office is on a map, for search engines: decimal degrees. */
    geo: z
      .strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .optional(),
    /** The places the company builds in, for search engines. */
    areaServed: z.array(text).min(1).optional(),
    logo: imageSchema,
    address: z.strictObject({
      street: text,
      locality: text,
      city: text,
      state: text,
      postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
      country: text,
    }),
    phone: indianPhone,
    email: z.email("must be an e-mail address like hello@example.in, with no spaces"),
    /** For WhatsApp click-to-chat; without it no WhatsApp link appears anywhere. */
    whatsapp: z
      .string()
      .regex(/^\+91\d{10}$/, "must be +91 and the ten digits without spaces, like +919848012345")
      .optional(),
    /** The words a WhatsApp chat from the contact page, the footer or the phones' bar begins with. */
    whatsappGreeting: text.optional(),
    officeHours: z
      .array(
        z
          .strictObject({
            label: text,
            days: z.array(weekday).min(1),
            opens: clockTime.optional(),
            closes: clockTime.optional(),
          })
          .refine((hours) => (hours.opens === undefined) === (hours.closes === undefined), {
            message: "give both opens and closes, or neither for a closed day",
            path: ["closes"],
          }),
      )
      .min(1),
    social: z.strictObject({
      facebook: z.url(),
      twitter: z.url(),
      instagram: z.url(),
      linkedin: z.url(),
    }),
    managingDirector: z.strictObject({
      name: text,
      /** How clients and the copy call him: "Anand". */
      firstName: text,
      title: text,
      /** A photograph of the managing director; without one, his initials stand in. */
      photo: picture("portrait").optional(),
    }),
  })
  .refine((settings) => !settings.whatsapp || settings.whatsappGreeting, {
    message: "needs a whatsappGreeting beside it: the words a chat with the site begins with",
    path: ["whatsapp"],
    // Checked even when another field is wrong, so one run lists every mistake.
    when: ({ value }) => typeof value === "object" && value !== null,
  });

/** The last part of a project page's address: lower-case words joined by hyphens. */
const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be lower-case words joined by hyphens, like courtyard-villa-jubilee-hills",
  );

/** What every project file has for its own page: the body is the case study. */
const projectPage = {
  slug: slug.optional(),
  /** The paragraph on the project's card on /projects. */
  cardText: text,
  /** For search results and link previews; the card's first sentence when missing. */
  summary: text.max(160, "must be at most 160 characters: search results cut the rest").optional(),
  /** Built-up or fitted-out area, in square feet. */
  area: z.number().int().positive().optional(),
  durationMonths: z.number().int().positive().optional(),
  /** Titles of the services involved, as in content/services/ (the content check matches them). */
  services: z.array(text).default([]),
  clientType: text.optional(),
  /** More pictures for its page; the title is the caption under each (the alt text says more). */
  gallery: z
    .array(z.strictObject({ title: text.max(60), image: picture("card") }))
    .max(8)
    .default([]),
};

const faqCategories = ["residential", "commercial", "interior", "renovation", "general"] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** Collections: one folder under content/, one file per item. The body is the item's prose. */
export const collectionSchemas = {
  faqs: z.strictObject({ id: order, question: text, category: z.enum(faqCategories) }),
  testimonials: z.strictObject({
    id: order,
    name: text,
    location: text,
    rating: z.number().int().min(1).max(5),
    date: monthAndYear,
    /** The project this client's words are about: its page shows them. */
    project: slug.optional(),
  }),
  projects: z.strictObject({
    id: order,
    kind: z.enum(["construction", "interior"]),
    title: text,
    location: text,
    year: z
      .number()
      .int()
      .max(
        thisYear,
        "is later than this year: a finished project's year is the year it was completed",
      ),
    category: z.enum(["Commercial", "Residential", "Public", "Healthcare"]),
    image: picture("card"),
    ...projectPage,
  }),
  "ongoing-projects": z.strictObject({
    id: order,
    title: text,
    location: text,
    type: z.enum(["Construction", "Interior"]),
    progress: z.number().int().min(0).max(100),
    image: picture("card"),
    ...projectPage,
  }),
  "project-gallery": z.strictObject({ id: order, title: text, image: picture("card") }),
  services: z.strictObject({
    id: order,
    title: text,
    icon,
    image: picture("card"),
    onHomePage: z.boolean().default(false),
    features: z.array(text).default([]),
  }),
  "service-process": z.strictObject({ step: order, title: text }),
  "faq-process": z.strictObject({ step: order, title: text }),
  values: z.strictObject({ order, title: text, icon }),
  "team-roles": z.strictObject({ order, count: z.number().int().positive(), title: text }),
  "home-reasons": z.strictObject({ order, title: text, icon }),
  "home-highlights": z.strictObject({ order, title: text, icon, action: linkSchema }),
  "md-highlights": z.strictObject({ order, title: text, icon }),
  "md-philosophy": z.strictObject({ order, title: text, icon }),
  "md-projects": z.strictObject({
    id: order,
    title: text,
    location: text,
    year: z.number().int().min(2000).max(2100),
    image: picture("card"),
    contribution: text,
    /** The project's page on this site, when it has one. */
    project: slug.optional(),
  }),
  "md-gallery": z.strictObject({ id: order, title: text, image: picture("card") }),
};

const amount = z.number().positive("must be more than 0");
const workType = z.strictObject({
  label: text,
  description: text,
  /** Rupees per square foot, by finish level. */
  rates: z
    .strictObject({ standard: amount, premium: amount, luxury: amount })
    .refine((rates) => rates.premium >= rates.standard, {
      message: "must not be below the standard rate",
      path: ["premium"],
    })
    .refine((rates) => rates.luxury >= rates.premium, {
      message: "must not be below the premium rate",
      path: ["luxury"],
    }),
  /** What the cost is made of, each a share in per cent of the cost before extras. */
  shares: z
    .array(z.strictObject({ label: text, percent: amount.max(100) }))
    .min(1)
    .refine((shares) => shares.reduce((sum, share) => sum + share.percent, 0) === 100, {
      message: "the percentages must add up to 100",
    }),
  months: z.strictObject({ base: amount, per1000SqFt: z.number().min(0) }),
});

/** The cost estimator's figures: every rate, share, size and extra on /estimate. */
export const estimatorSchema = z.strictObject({
  finishes: z.strictObject(
    Object.fromEntries(
      finishLevels.map((level) => [level, z.strictObject({ label: text, description: text })]),
    ) as Record<FinishLevel, z.ZodObject<{ label: typeof text; description: typeof text }>>,
  ),
  types: z.strictObject({
    construction: workType,
    interior: workType,
    renovation: workType,
  }),
  floors: z.strictObject({
    ratePercentPerFloor: z.number().min(0),
    monthsPerFloor: z.number().min(0),
  }),
  homeSizes: z.array(z.strictObject({ bhk: z.number().int().min(1).max(9), area: amount })).min(1),
  extras: z.array(
    z.strictObject({
      id: slug,
      label: text,
      price: amount,
      for: z.array(z.enum(workTypes)).min(1),
    }),
  ),
  spreadPercent: z.number().min(0).max(50),
  disclaimer: text,
});
export type Estimator = z.output<typeof estimatorSchema>;

/** One thing per finish level, each level named: a level missing or misspelt is reported. */
const perLevel = <T extends z.ZodTypeAny>(value: T) =>
  z.strictObject(
    Object.fromEntries(finishLevels.map((level) => [level, value])) as Record<FinishLevel, T>,
  );

/** A row of the packages' comparison: what each finish level gives of one item. */
const packageRow = z.strictObject({
  item: text,
  levels: perLevel(text),
  /** A sum included for the item, per `unit`: a finish chosen above it is paid at the difference. */
  allowance: z
    .strictObject({ unit: text, ...perLevel(amount).shape })
    .superRefine((allowance, context) => {
      finishLevels.forEach((level, index) => {
        const lower = finishLevels[index - 1];
        if (lower && allowance[level] < allowance[lower]) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            path: [level],
            message: `is less than the ${lower} level's ${allowance[lower]}; a higher finish level may not have a smaller allowance`,
          });
        }
      });
    })
    .optional(),
});

/** What each finish level of a kind of work includes, in groups of rows. */
const packageSchema = z.strictObject({
  groups: z.array(z.strictObject({ heading: text, rows: z.array(packageRow).min(1) })).min(1),
  /** Left out of every level, quoted apart if wanted. */
  notIncluded: z.array(text).min(1),
});

/** /packages: for construction and interiors, what the estimator's finish levels include. */
export const packagesSchema = z.strictObject({
  construction: packageSchema,
  interior: packageSchema,
  /** What moves a final price away from the estimate, for every kind of work. */
  priceChanges: z.array(text).min(1),
});
export type Packages = z.output<typeof packagesSchema>;

/** Single files: site settings and one file per page for its headings and short copy. */
export const singletonSchemas = {
  settings: settingsSchema,
  estimator: estimatorSchema,
  packages: packagesSchema,
  "pages/home": z.strictObject({
    ...page,
    sections: z.strictObject({
      reasons: section,
      highlights: section,
      services: sectionWithAction.extend({ cardLinkLabel: text }),
      testimonials: section,
      mdPortfolio: sectionWithAction,
      callToAction,
    }),
  }),
  "pages/about": z.strictObject({
    ...page,
    sections: z.strictObject({
      story: section,
      mission: section,
      vision: section,
      values: section,
      team: section.extend({ totalLabel: text, totalDetail: text }),
      managingDirector: sectionWithAction,
      callToAction,
    }),
  }),
  "pages/services": z.strictObject({
    ...page,
    sections: z.strictObject({
      summaries: section.extend({ linkLabel: text }),
      details: section.extend({ actionLabel: text }),
      process: section,
      callToAction,
    }),
  }),
  "pages/projects": z.strictObject({
    ...page,
    stats: z.array(z.strictObject({ value: text, label: text })).length(4),
    /** The words around every project's own page. */
    projectPage: z.strictObject({
      viewLink: text,
      facts: z.strictObject({
        heading: text,
        location: text,
        completed: text,
        progress: text,
        category: text,
        area: text,
        duration: text,
        services: text,
        client: text,
      }),
      caseStudy: text,
      gallery: section,
      testimonial: text,
      previous: text,
      next: text,
      callToAction: section.extend({ action: text }),
      // Sent to /contact as the message's first words, and as the WhatsApp chat's.
      enquiry: namingProject,
      whatsapp: namingProject,
      // An ongoing project's invitation to see the work, and the message it starts.
      siteVisit: z.strictObject({
        action: text,
        enquiry: namingProject,
      }),
    }),
    sections: z.strictObject({
      featured: section.extend({
        tabs: z.strictObject({ construction: text, interior: text, ongoing: text }),
        progressLabel: text,
      }),
      gallery: sectionWithAction,
      callToAction,
    }),
  }),
  "pages/faq": z.strictObject({
    ...page,
    search: z.strictObject({ label: text, placeholder: text, button: text }),
    sections: z.strictObject({
      questions: section,
      noResults: section.extend({ actionLabel: text }),
      stillHaveQuestions: callToAction,
      process: sectionWithAction,
    }),
  }),
  "pages/contact": z.strictObject({
    ...page,
    sections: z.strictObject({
      form: section.extend({
        estimatePrompt: text,
        // The line under the form saying why the message is kept and for how long.
        privacyNote: text,
        // Shown with a failed send; {phone} and {email} become the site's links.
        failureHelp: text.refine(
          (value) => value.includes("{phone}") && value.includes("{email}"),
          "must name {phone} and {email}, which become links to call and write",
        ),
      }),
      office: section,
      connect: section,
    }),
  }),
  "pages/md-portfolio": z.strictObject({
    ...page,
    tags: z.array(text).length(3),
    sections: z.strictObject({
      highlights: section,
      about: section,
      philosophy: section.extend({ quote: text }),
      /** `action`: where the rest of the company's work is, since these three are his own. */
      projects: section.extend({ contributionLabel: text, action: linkSchema }),
      gallery: section,
      callToAction,
    }),
  }),
  "pages/not-found": z.strictObject({ ...page, sections: z.strictObject({ explore: section }) }),
  "pages/packages": z.strictObject({
    ...page,
    /** The estimator's link to the chosen level; {level} becomes its name. */
    levelLinkLabel: text.refine(
      (value) => value.includes("{level}"),
      "must name {level}, which becomes the finish level's name",
    ),
    sections: z.strictObject({
      construction: section,
      interior: section,
      /** Above each level's column: {rate} becomes its rate per square foot. */
      rate: text.refine((value) => value.includes("{rate}"), "must name {rate}"),
      /** The phone's choice of level, above the table. */
      chooseLevel: text,
      /** The rows of the estimator's extras, at one price whatever the level. */
      extras: text,
      notIncluded: section,
      priceChanges: section,
      callToAction,
    }),
  }),
  "pages/how-we-work": z.strictObject({
    ...page,
    sections: z.strictObject({
      payments: section.extend({ stage: text, work: text, percent: text }),
      delays: section,
      changes: sectionWithAction,
      warranty: section.extend({ component: text, covers: text, duration: text }),
      visits: section,
      callToAction,
    }),
    /** Payment stages, each due when its work is done; together they make the whole price. */
    payments: z
      .array(z.strictObject({ stage: text, work: text, percent: z.number().positive().max(100) }))
      .min(2)
      .superRefine((stages, context) => {
        const total = stages.reduce((sum, stage) => sum + stage.percent, 0);
        if (total !== 100) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: `the percentages add up to ${total}; they must add up to 100`,
          });
        }
      }),
    /** What the company does when it is late, one point each. */
    delays: z.array(text).min(1),
    warranty: z.array(z.strictObject({ component: text, covers: text, duration: text })).min(1),
    visits: z.array(text).min(1),
  }),
  "pages/approvals": z.strictObject({
    ...page,
    /** When the rules below were last checked against the authorities' own pages. */
    asOf: text,
    /** Tells the reader to confirm the current rules with the authority. */
    confirm: text,
    sections: z.strictObject({
      authorities: section,
      routes: section.extend({ plot: text, height: text, route: text, time: text }),
      documents: section,
      duringAndAfter: section,
      weDo: section,
      callToAction,
    }),
    authorities: z.array(z.strictObject({ name: text, area: text })).min(1),
    /** The routes to a permission by plot size and height, smallest first. */
    routes: z.array(z.strictObject({ plot: text, height: text, route: text, time: text })).min(1),
    documents: z.array(text).min(1),
    duringAndAfter: z.array(text).min(1),
    weDo: z.array(text).min(1),
  }),
  "pages/estimate": z.strictObject({
    ...page,
    /** The words of links to /estimate from other pages. */
    linkLabel: text,
    form: z.strictObject({
      heading: text,
      type: text,
      builtUpArea: text,
      carpetArea: text,
      carpetAreaHint: text,
      homeSize: text,
      floors: text,
      finish: text,
      extras: text,
      submit: text,
    }),
    result: z.strictObject({
      heading: text,
      empty: text,
      /** Above the list of answers to correct, when the estimate cannot be worked out yet. */
      fix: text,
      range: text,
      timeline: text,
      months: text.refine((value) => value.includes("{months}"), "must name {months}"),
      breakdown: text,
      total: text,
      quote: text,
      enquiry: text.refine(
        (value) => value.includes("{estimate}"),
        "must name {estimate}, which becomes the estimate in words",
      ),
    }),
  }),
};

export type CollectionName = keyof typeof collectionSchemas;
export type SingletonName = keyof typeof singletonSchemas;
export type CollectionData<C extends CollectionName> = z.output<(typeof collectionSchemas)[C]>;
export type SingletonData<S extends SingletonName> = z.output<(typeof singletonSchemas)[S]>;
export type Settings = SingletonData<"settings">;

/** Which collection or page a content file belongs to, from its path relative to content/. */
export function contentKindOf(relativePath: string): CollectionName | SingletonName | undefined {
  const withoutExtension = relativePath.replace(/\.mdx$/, "");
  if (withoutExtension in singletonSchemas) return withoutExtension as SingletonName;
  const folder = relativePath.split("/")[0] ?? "";
  const nested = relativePath.split("/").length === 2;
  return nested && folder in collectionSchemas ? (folder as CollectionName) : undefined;
}

/** The schema of a collection or page. */
export function schemaOf(kind: CollectionName | SingletonName): z.ZodType {
  return kind in singletonSchemas
    ? singletonSchemas[kind as SingletonName]
    : collectionSchemas[kind as CollectionName];
}
