import { chromium } from "@playwright/test";
import { startServer } from "./lib/servers";
import { chromiumFlags, headlessShellPath } from "./lib/chromium";
const server = await startServer(3302);
const browser = await chromium.launch({ executablePath: headlessShellPath, args: chromiumFlags });
const shots: [string, number, string][] = JSON.parse(process.argv[2]!);
for (const [path, width, file] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 } });
  await page.goto(`http://127.0.0.1:3302${path}`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: file, fullPage: file.includes("full") });
  await page.close();
}
await browser.close();
server.kill?.();
process.exit(0);
