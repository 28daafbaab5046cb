import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const folder = path.resolve(".github/workflows");
const readme = readFileSync("README.md", "utf8");

type Step = { run?: string; uses?: string; with?: Record<string, string> };
type Job = { needs?: string | string[]; steps: Step[]; container?: string; if?: string };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const workflows = readdirSync(folder)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file, workflow: parse(readFileSync(path.join(folder, file), "utf8")) }));

const runs = (job: Job) => job.steps.map((step) => step.run ?? "").filter(Boolean);

describe("the pull-request workflow", () => {
  it("is one valid workflow, run on pull requests and on pushes to main", () => {
    expect(workflows).toHaveLength(1);
    const { on } = workflows[0]!.workflow as Workflow;
    expect(on).toHaveProperty("pull_request");
    expect(on).toMatchObject({ push: { branches: ["main"] } });
  });

  it("checks the content first, on its own, then runs the README's test command after it", () => {
    const { jobs } = workflows[0]!.workflow as Workflow;
    const [content, tests] = Object.entries(jobs).map(([id, job]) => ({ id, job }));
    expect(runs(content!.job)).toEqual(["npm ci --no-audit --no-fund", "npm run check-content"]);
    expect(content!.job.needs).toBeUndefined();

    const testCommand = /^npm run test:ci$/m.exec(readme)?.[0];
    expect(testCommand, "the README names its test command").toBeDefined();
    expect(runs(tests!.job)).toEqual([testCommand]);
    expect(tests!.job.needs).toBe(content!.id);
    // The test command installs Debian's Chromium and PostgreSQL with apt-get.
    expect(tests!.job.container).toMatch(/bookworm|trixie|debian/);
  });

  it("gives each pull request the previews of the pages it changes, as pictures", () => {
    const { jobs } = workflows[0]!.workflow as Workflow;
    const previews = Object.values(jobs).find((job) =>
      runs(job).some((command) => command.startsWith("npm run preview-changes")),
    );
    expect(previews, "a job runs npm run preview-changes").toBeDefined();
    expect(previews!.if).toContain("pull_request");
    expect(runs(previews!)).toContain(
      'npm run preview-changes -- "origin/${{ github.base_ref }}" --out previews',
    );
    const upload = previews!.steps.find((step) => step.uses?.startsWith("actions/upload-artifact"));
    expect(upload?.with).toMatchObject({ path: "previews/" });
  });
});
