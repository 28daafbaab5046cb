import { execFile } from "node:child_process";
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPlugin } from "../../tooling/content-plugin";
import { formatProblem, problemReport, type ContentProblem } from "../../tooling/content-problems";
import { contentProblems } from "../../tooling/content-tree";

const root = path.resolve(import.meta.dirname, "../..");
const mistakes = path.join(root, "tests/fixtures/content-mistakes");

describe("shipped content", () => {
  // Spelling and reading every picture take a few seconds, longer on a busy machine.
  it("has no problems, spelling included", { timeout: 30_000 }, async () => {
    expect(await contentProblems(path.join(root, "content"))).toEqual([]);
  });
});

/** Each file of the fixture site holds one mistake, and the check reports exactly this. */
const expected: Record<string, string> = {
  "brochures/01-unknown-folder.mdx":
    "1:1 (file): no collection or page of that name (see content/README.md)",
  "estimator.mdx": "25:7 types.construction.shares: the percentages must add up to 100",
  "faqs/02-misspelt-category.mdx":
    '4:11 category: "generl" is not one of residential, commercial, interior, renovation, general (did you mean "general"?)',
  "faqs/03-category-in-capitals.mdx":
    '4:11 category: "General" is not one of residential, commercial, interior, renovation, general (did you mean "general"?)',
  "faqs/04-missing-question.mdx": "1:1 question: is required",
  "faqs/05-misspelt-field.mdx": '3:1 questoin: is not a field here (did you mean "question"?)',
  "faqs/01-same-id.mdx":
    "2:5 id: 1 is already used by content/faqs/01-first.mdx; each file in a folder needs its own",
  "faqs/06-curly-quotes.mdx":
    '3:11 question: is wrapped in curly quotes (“ ”), which would show on the page: put straight quotes (") around it instead',
  "faqs/07-link-to-no-page.mdx":
    '7:5 (body): "/servics" is not a page of this site (did you mean "/services"?)',
  "faqs/09-html-tag.mdx":
    '7:39 (body): "<br>" is HTML, which the page leaves out: use Markdown instead (a link is [words](address)), or write \\< to show the symbol',
  "faqs/10-misspelt-word.mdx":
    '7:5 (body): "recieve" is not in the British English dictionary (did you mean "receive"?); if it is spelt right, add it on its own line to content/words.txt',
  "faqs/11-placeholder-typo.mdx":
    "3:17 question: ((companyNmae)) is not a field of settings.mdx (did you mean ((companyName))?)",
  "faqs/12-placeholder-in-braces.mdx":
    "3:34 question: {shortName} is not filled in; names from settings.mdx are written ((shortName))",
  "faqs/13-colon-without-quotes.mdx":
    '3:11 (front matter): a value that contains a colon needs quotes: put the whole value in double quotes, like question: "Timing: how long?" (if this line is a field of its own, line it up with the fields around it)',
  "faqs/14-same-field-twice.mdx":
    "5:1 (front matter): this field is written twice in the front matter: keep one of them",
  "faqs/15-picture-without-alt.mdx": "9:1 (body): picture /art/sketch.svg: alt must not be empty",
  "faqs/16-link-to-no-section.mdx":
    '7:6 (body): "/about#teams": /about has no section #teams (did you mean "#team"?); it has #team',
  "faqs/17-placeholder-one-bracket.mdx":
    "3:37 question: ((companyName) is missing a bracket: write ((companyName))",
  "faqs/18-number-and-id-differ.mdx":
    "2:5 id: is 19, but the file name starts with 18: make them the same number",
  "faqs/19-saved-as-markdown.md":
    "1:1 (file): the site reads only files ending in .mdx (lowercase), so it ignores this one: rename it to 19-saved-as-markdown.mdx",
  "faqs/20 Site Visits.mdx":
    "1:1 (file): a file name is its number and lowercase words joined by hyphens (it becomes a page's address): rename it to 20-site-visits.mdx",
  "faqs/21-slot-one-brace.mdx": "3:23 question: {project is missing a brace: write {project}",
  "home-highlights/01-link-to-no-page.mdx":
    '7:9 action.href: "/servics" is not a page of this site (did you mean "/services"?)',
  "md-gallery/01-missing-alt.mdx": "4:1 image.alt: is required",
  "md-gallery/02-empty-alt.mdx": "6:8 image.alt: must not be empty",
  "md-gallery/03-alt-too-long.mdx": "6:8 image.alt: must be at most 150 characters (it has 156)",
  "md-gallery/04-alt-says-render.mdx":
    '6:8 image.alt: describe what is shown, without "Render of" or "Image of" at the start',
  "packages.mdx":
    "15:21 construction.groups.0.rows.0.allowance.luxury: is less than the premium level's 250; a higher finish level may not have a smaller allowance",
  "pages/not-found.mdx": "2:8 title: must be at most 60 characters (it has 77)",
  "project-gallery/01-with-a-body.mdx":
    "8:1 (body): no page shows text below the front matter here; remove it",
  "project-gallery/02-photo-too-large.mdx":
    "5:8 image.src: public/photos/too-large.jpg is 5.1 MB; a photo must be at most 5 MB: save it as a JPEG about 2400 pixels wide",
  "project-gallery/03-photo-without-kind.mdx":
    "5:8 image.src: say what this picture is: add kind: photo (a photograph) or kind: render",
  "project-gallery/04-photo-too-small.mdx":
    "5:8 image.src: public/photos/too-small.jpg is 800 pixels wide; it is shown up to 1152 wide, so it must be at least that (twice that looks sharpest)",
  "project-gallery/05-upright-photo.mdx":
    "5:8 image.src: public/photos/upright.jpg is 3:4 (1200 x 1600 pixels); its frame would crop it badly: use a picture that is landscape, from 4:3 to 16:9",
  "projects/02-same-address.mdx":
    "3:7 slug: /projects/courtyard-villa is already the page of content/projects/01-courtyard-villa.mdx",
  "projects/03-misspelt-service.mdx":
    '14:5 services.0: "Constructon Services" is not a service (did you mean "Construction Services"?); the services are Construction Services',
  "projects/04-summary-too-short.mdx":
    "12:10 summary: it has 23 characters; search results show 70 to 160",
  "projects/05-same-title.mdx":
    "4:8 title: the page title is the same as content/projects/01-courtyard-villa.mdx's; each page needs its own",
  "projects/06-same-summary.mdx":
    "12:10 summary: the page description is the same as content/projects/01-courtyard-villa.mdx's; each page needs its own",
  "projects/07-finished-in-the-future.mdx":
    "6:7 year: is later than this year: a finished project's year is the year it was completed",
  "projects/08-before-the-company.mdx":
    "6:7 year: is before 2015, the year the company was founded (settings.mdx)",
  "services/02-missing-picture.mdx": "6:8 image.src: no file public/art/does-not-exist.svg",
  "services/03-misspelt-icon.mdx":
    '4:7 icon: "hammr" is not one of award, badge-check, building, clipboard-list, clock, compass, drafting-compass, eye, gem, hammer, handshake, hard-hat, heart-handshake, layers, lightbulb, paint-roller, ruler, shield-check, sofa, sparkles, target, users, wrench (did you mean "hammer"?)',
  "testimonials/01-rating-in-quotes.mdx": "5:9 rating: must be a number: write 5 without quotes",
  "testimonials/02-rating-too-high.mdx": "5:9 rating: must be at most 5",
  "testimonials/03-unclosed-quote.mdx":
    '3:20 (front matter): a quote mark opened on this line is never closed: end the value with the same straight quote (")',
  "testimonials/04-unknown-project.mdx":
    '7:10 project: there is no project page /projects/courtyard-vila (did you mean "courtyard-villa"?)',
  "testimonials/05-id-in-words.mdx": '2:5 id: must be a number, not "five"',
  "testimonials/06-date-in-numbers.mdx":
    '6:7 date: write the month in words and the year, like "June 2023"',
  "testimonials/07-impossible-date.mdx":
    '6:7 date: write the month in words and the year, like "June 2023"',
  "testimonials/08-date-in-the-future.mdx": "6:7 date: is in the future",
  "testimonials/09-before-the-company.mdx":
    "6:7 date: is before 2015, the year the company was founded (settings.mdx)",
  "values/01-without-a-body.mdx":
    "6:1 (body): is required: the text below the front matter is what the page shows",
};
/** The fixture site's correct files, which the mistakes refer to. */
const correct = [
  "faqs/01-first.mdx",
  // Plain Markdown: braces and a "<" before a space are text.
  "faqs/08-braces-and-symbols.mdx",
  "projects/01-courtyard-villa.mdx",
  "services/01-construction-services.mdx",
  "settings.mdx",
  // Telugu, Urdu and Hindi words, Hyderabad's places and names, a festival: nothing to report.
  "testimonials/10-telugu-and-urdu.mdx",
];

describe("a file with more than one mistake", () => {
  it("has every one reported, its spelling too", async () => {
    const content = path.join(mkdtempSync(path.join(tmpdir(), "two-mistakes-")), "content");
    mkdirSync(path.join(content, "faqs"), { recursive: true });
    writeFileSync(
      path.join(content, "faqs/01-two-mistakes.mdx"),
      '---\nid: 1\nquestion: "How long does a home take?"\ncategory: generl\n---\n\nYou recieve a weekly report.\n',
    );
    const reported = (await contentProblems(content)).map(formatProblem);
    expect(reported).toEqual([
      'content/faqs/01-two-mistakes.mdx:4:11 category: "generl" is not one of residential, commercial, interior, renovation, general (did you mean "general"?)',
      'content/faqs/01-two-mistakes.mdx:7:5 (body): "recieve" is not in the British English dictionary (did you mean "receive"?); if it is spelt right, add it on its own line to content/words.txt',
    ]);
  });
});

describe("a package without one of the estimator's finish levels", () => {
  it("is reported at the row that lacks it", async () => {
    const content = path.join(mkdtempSync(path.join(tmpdir(), "package-level-")), "content");
    mkdirSync(content, { recursive: true });
    const packages = readFileSync(path.join(mistakes, "content/packages.mdx"), "utf8");
    writeFileSync(
      path.join(content, "packages.mdx"),
      packages
        .replace(/ {12}luxury: 120\n/, " ".repeat(12) + "luxury: 250\n")
        .replace(/ {12}luxury: "Veneer"\n/, ""),
    );
    const reported = (await contentProblems(content)).map(formatProblem);
    expect(reported).toEqual([
      "content/packages.mdx:23:11 interior.groups.0.rows.0.levels.luxury: is required",
    ]);
  });
});

const asItIs = (fixture: string) => fixture;

/**
 * A content folder of its own holding the fixture site's files given, as they are or changed,
 * beside the fixture site's pictures and with its word list.
 */
function contentWith(files: Record<string, string | ((fixture: string) => string)>): string {
  const site = mkdtempSync(path.join(tmpdir(), "content-"));
  symlinkSync(path.join(mistakes, "public"), path.join(site, "public"));
  const content = path.join(site, "content");
  for (const [file, text] of Object.entries({ "words.txt": asItIs, ...files })) {
    mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    const written =
      typeof text === "string"
        ? text
        : text(readFileSync(path.join(mistakes, "content", file), "utf8"));
    writeFileSync(path.join(content, file), written);
  }
  return content;
}

describe("files saved on Windows", () => {
  it("read the same with CRLF line endings and a byte-order mark", async () => {
    const windows = (fixture: string) => `\uFEFF${fixture.replace(/\n/g, "\r\n")}`;
    const content = contentWith({
      "settings.mdx": windows,
      "faqs/01-first.mdx": windows,
      "testimonials/10-telugu-and-urdu.mdx": windows,
    });
    expect(await contentProblems(content)).toEqual([]);
  });
});

describe("a phone number one digit short", () => {
  it("is reported at the number with the format to write", async () => {
    const content = contentWith({
      "settings.mdx": (fixture) =>
        fixture.replace('phone: "+91 40 4000 1000"', 'phone: "+91 40 4000 100"'),
    });
    expect((await contentProblems(content)).map(formatProblem)).toEqual([
      "content/settings.mdx:16:8 phone: has 9 digits after +91, not 10: write +91, then the ten digits in groups, like +91 40 4012 3456",
    ]);
  });
});

describe("files that are not content", () => {
  it("an editor's backup is named; what the operating system leaves in a folder is not", async () => {
    const content = contentWith({
      "settings.mdx": asItIs,
      "faqs/01-first.mdx": asItIs,
      "faqs/01-first.mdx~": readFileSync(path.join(mistakes, "content/faqs/01-first.mdx"), "utf8"),
      "faqs/.DS_Store": "",
      "faqs/notes.docx": "",
    });
    expect((await contentProblems(content)).map(formatProblem)).toEqual([
      "content/faqs/01-first.mdx~:1:1 (file): is a copy an editor keeps while working, not content: delete it",
      "content/faqs/notes.docx:1:1 (file): the site reads only .mdx files, so it ignores this one: write its text into an .mdx file (see content/README.md), or move it out of content/",
    ]);
  });
});

describe("one mistake that causes others", () => {
  it("is listed first, and names it cannot know are not blamed on the files using them", async () => {
    const content = contentWith({
      "settings.mdx": (fixture) =>
        fixture.replace('shortName: "Samarth"', "shortName: Samarth: Builders"),
      "faqs/01-first.mdx": (fixture) =>
        fixture.replace('question: "', 'question: "Does ((shortName)) build villas? '),
      "services/01-construction-services.mdx": (fixture) =>
        fixture.replace('title: "Construction Services"', 'title: "Building Services"'),
      "projects/01-courtyard-villa.mdx": asItIs,
    });
    const report = problemReport(await contentProblems(content))
      .split("\n")
      .slice(1);
    expect(report).toEqual([
      '  content/settings.mdx:3:12 (front matter): a value that contains a colon needs quotes: put the whole value in double quotes, like question: "Timing: how long?" (if this line is a field of its own, line it up with the fields around it)',
      '  content/projects/01-courtyard-villa.mdx:14:5 services.0: "Construction Services" is not a service; the services are Building Services',
    ]);
  });
});

describe("a WhatsApp number without the words a chat begins with", () => {
  it("is reported at the number", async () => {
    const content = path.join(mkdtempSync(path.join(tmpdir(), "whatsapp-")), "content");
    mkdirSync(content, { recursive: true });
    const settings = readFileSync(path.join(mistakes, "content/settings.mdx"), "utf8");
    writeFileSync(
      path.join(content, "settings.mdx"),
      settings.replace(/^email:.*$/m, (line) => `${line}\nwhatsapp: "+919848012345"`),
    );
    const reported = (await contentProblems(content)).map(formatProblem);
    expect(reported.filter((problem) => problem.includes("whatsapp"))).toEqual([
      "content/settings.mdx:18:11 whatsapp: needs a whatsappGreeting beside it: the words a chat with the site begins with",
    ]);
  });
});

describe("content with mistakes", () => {
  let problems: ContentProblem[] = [];
  beforeAll(async () => {
    // A photo over the limit is written here rather than committed: 5.1 MB of nothing.
    const photos = path.join(mistakes, "public/photos");
    mkdirSync(photos, { recursive: true });
    const file = openSync(path.join(photos, "too-large.jpg"), "w");
    ftruncateSync(file, Math.round(5.1 * 1024 * 1024));
    closeSync(file);
    // Photos of the right kind of file but the wrong size or shape, and one not said to be a
    // photo or a render.
    const photo = (width: number, height: number, name: string) =>
      sharp({ create: { width, height, channels: 3, background: "#8a7560" } })
        .jpeg()
        .toFile(path.join(photos, name));
    await photo(1600, 1067, "dining-room.jpg");
    await photo(800, 533, "too-small.jpg");
    await photo(1200, 1600, "upright.jpg");
    problems = await contentProblems(path.join(mistakes, "content"));
  });

  it("has a mistake or a correct file for every fixture, at least 25 mistakes", () => {
    const fixtures = readdirSync(path.join(mistakes, "content"), { recursive: true })
      .map(String)
      .filter((file) => path.extname(file) !== "" && file !== "words.txt")
      .map((file) => file.split(path.sep).join("/"));
    expect(fixtures.sort()).toEqual([...Object.keys(expected), ...correct].sort());
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(expected))("reports %s at its line and column", (file, problem) => {
    const reported = problems
      .filter((found) => found.file === `content/${file}`)
      .map((found) => formatProblem(found));
    expect(reported).toEqual([`content/${file}:${problem}`]);
  });

  it.each(correct)("finds nothing wrong in %s", (file) => {
    expect(problems.filter((found) => found.file === `content/${file}`)).toEqual([]);
  });

  it("fails the build through the Vite plugin, listing every problem", async () => {
    const plugin = contentPlugin();
    const configResolved = plugin.configResolved as (config: { root: string }) => void;
    const buildStart = plugin.buildStart as (this: {
      error: (message: string) => never;
    }) => Promise<void>;
    configResolved({ root: mistakes });
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const failure = buildStart.call(context);
    await expect(failure).rejects.toThrow(
      `Content is not valid (${Object.keys(expected).length} problems):`,
    );
    await expect(failure).rejects.toThrow(
      "content/testimonials/02-rating-too-high.mdx:5:9 rating: must be at most 5",
    );
  });

  it("prints GitHub annotations under GitHub Actions", { timeout: 30_000 }, async () => {
    const run = promisify(execFile)(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/check-content.ts", "tests/fixtures/content-mistakes/content"],
      { cwd: root, env: { ...process.env, GITHUB_ACTIONS: "true" } },
    );
    const failure = (await run.catch((error: unknown) => error)) as {
      code: number;
      stdout: string;
      stderr: string;
    };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      "tests/fixtures/content-mistakes/content/testimonials/02-rating-too-high.mdx:5:9 rating: must be at most 5",
    );
    expect(failure.stdout).toContain(
      "::error file=tests/fixtures/content-mistakes/content/testimonials/02-rating-too-high.mdx,line=5,col=9,title=Content%3A rating::rating: must be at most 5\n",
    );
  });
});
