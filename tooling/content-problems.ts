/**
 * A content problem as copywriters read it: the file, the line and column of the offending value,
 * the field, and what is wrong. One format for the terminal, the build, the dev server's overlay
 * and (under GitHub Actions) annotations on the pull request's diff.
 */
export type ContentProblem = {
  /** The file's path from the repository root, like "content/faqs/03-x.mdx". */
  file: string;
  line: number;
  column: number;
  /** The front-matter field, like "image.alt" or "services.0"; "(body)" for the text below it. */
  field: string;
  message: string;
};

export type Position = { line: number; column: number };

/** `content/faqs/03-x.mdx:4:11 category: "generl" is not one of …`, as editors link it. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.field}: ${problem.message}`;
}

/** The same problem as a GitHub Actions workflow command, shown on the diff at its line. */
export function problemAnnotation(problem: ContentProblem): string {
  // Workflow commands end at a newline and read "%", "," and ":" in properties as syntax.
  const escapeData = (text: string) =>
    text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const escapeProperty = (text: string) =>
    escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  return (
    `::error file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},` +
    `title=${escapeProperty(`Content: ${problem.field}`)}::${escapeData(`${problem.field}: ${problem.message}`)}`
  );
}

/**
 * Files other files depend on, in the order their mistakes cause others: the settings (names
 * every file uses), the estimator (the packages' levels), the services (named by projects), the
 * projects (named by testimonials and the portfolio).
 */
const causesFirst = [
  /(?:^|\/)content\/settings\.mdx$/,
  /(?:^|\/)content\/estimator\.mdx$/,
  /(?:^|\/)content\/services\//,
  /(?:^|\/)content\/(ongoing-)?projects\//,
];
const causeRank = (file: string) => {
  const rank = causesFirst.findIndex((pattern) => pattern.test(file));
  return rank < 0 ? causesFirst.length : rank;
};

/**
 * Problems in the order to fix them: the files others depend on first (so a cause comes before
 * its consequences), then by file, line and column.
 */
export function sortProblems(problems: ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      causeRank(a.file) - causeRank(b.file) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column,
  );
}

/** The whole report, one problem per line, as the build and `npm run check-content` print it. */
export function problemReport(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `Content is not valid (${count}):\n  ${sortProblems(problems).map(formatProblem).join("\n  ")}`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The option a mistyped word most likely meant: the same word in another case, or one a few
 * letters away (about one in three letters may differ). Undefined when nothing is close.
 */
export function closestOption(word: string, options: readonly string[]): string | undefined {
  const sameLetters = options.find((option) => option.toLowerCase() === word.toLowerCase());
  if (sameLetters) return sameLetters;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const distance = editDistance(word.toLowerCase(), option.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { option, distance };
  }
  return best?.option;
}

/** ` (did you mean "general"?)`, or nothing when no option is close. */
export function didYouMean(word: string, options: readonly string[]): string {
  const option = closestOption(word, options);
  return option === undefined ? "" : ` (did you mean "${option}"?)`;
}
