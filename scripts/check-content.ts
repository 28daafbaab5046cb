/** Checks every file under content/ (or the folder given) and prints each problem. */
import path from "node:path";
import { readContentTree } from "../tooling/content-tree";

const folder = path.resolve(process.argv[2] ?? "content");
const { problems } = readContentTree(folder);
if (problems.length > 0) {
  console.error(`Content is not valid:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Content is valid (${folder}).`);
