import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A copy of the site in a temporary folder, sharing this one's node_modules, to change freely. */
export function copySite(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "site-copy-"));
  for (const entry of ["app", "content", "public", "server", "tooling", "package.json"]) {
    cpSync(entry, path.join(folder, entry), { recursive: true });
  }
  for (const entry of ["vite.config.ts", "tsconfig.json"]) {
    cpSync(entry, path.join(folder, entry));
  }
  symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"));
  return folder;
}
