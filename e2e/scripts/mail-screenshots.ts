// Screenshots of every sample e-mail (packages/api/mail-preview/*.html, from `pnpm mail:samples`)
// at a phone's 390 px, with Debian's Chromium: mail-preview/<name>.png. Also fails when an e-mail
// scrolls sideways at that width.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const dir = path.resolve(import.meta.dirname, "../../packages/api/mail-preview");
const pages = readdirSync(dir).filter((file) => file.endsWith(".html"));
if (pages.length === 0)
  throw new Error(`No e-mails in ${dir}: run \`pnpm --filter @studio/api mail:samples\` first`);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const tooWide: string[] = [];
for (const file of pages) {
  await page.goto(pathToFileURL(path.join(dir, file)).href);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 390) tooWide.push(`${file} (${width} px)`);
  await page.screenshot({ path: path.join(dir, file.replace(/\.html$/, ".png")), fullPage: true });
}
await browser.close();
console.log(`mail-preview: ${pages.length} screenshots at 390 px in ${dir}`);
if (tooWide.length > 0) {
  console.error(`Wider than 390 px: ${tooWide.join(", ")}`);
  process.exit(1);
}
