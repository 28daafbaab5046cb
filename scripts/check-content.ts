/**
 * Checks every file under content/ (or the folder given) and prints every problem at its place;
 * under GitHub Actions each is also an annotation on the pull request's diff.
 */
import path from "node:path";
import { problemAnnotation, problemReport, sortProblems } from "../tooling/content-problems";
import { contentProblems } from "../tooling/content-tree";

const folder = path.resolve(process.argv[2] ?? "content");
// Paths from where the command runs, so that editors and GitHub find the files.
const problems = (await contentProblems(folder)).map((problem) => ({
  ...problem,
  file: path.relative(process.cwd(), path.join(folder, "..", problem.file)),
}));
if (problems.length > 0) {
  console.error(problemReport(problems));
  if (process.env.GITHUB_ACTIONS === "true") {
    for (const problem of sortProblems(problems)) console.log(problemAnnotation(problem));
  }
  process.exit(1);
}
console.log(`Content is valid (${folder}).`);
