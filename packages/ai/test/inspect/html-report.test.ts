// The inspector's HTML page in a real browser: Chromium (Debian's, at /usr/bin/chromium, or
// CHROMIUM_PATH), driven by playwright-core, which downloads nothing. The page's text and
// structure are read from the DOM; a screenshot is taken, in a temporary directory: the one the
// READMEs show (docs/inspector.png, tracked) is rewritten only with UPDATE_SCREENSHOT=1.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { runCommand } from "../../src/inspect/command.js";
import type { InspectionReport } from "../../src/inspect/report.js";

// the page's window, as the callbacks run in the browser use it (the project's types have no DOM)
type BrowserWindow = { getComputedStyle(element: unknown): { backgroundColor: string } };

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..", "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DOCS_SCREENSHOT = join(root, "docs", "inspector.png");
const UPDATE_SCREENSHOT = process.env.UPDATE_SCREENSHOT === "1";
// the tracked screenshot as it was before the run: a run that does not ask to refresh it leaves it untouched
const docsBefore = existsSync(DOCS_SCREENSHOT) ? statSync(DOCS_SCREENSHOT).mtimeMs : undefined;

async function report(module: string, html: string): Promise<InspectionReport> {
  let out = "";
  await runCommand(["inspect", relative(root, module), "--json", "--html", html], { cwd: root, out: (t) => (out += t), err: () => {}, tty: false });
  return JSON.parse(out) as InspectionReport;
}

test("the HTML report, rendered by Chromium: tools down the side, a column per dialect, rules coloured by where they went", async () => {
  const dir = mkdtempSync(join(tmpdir(), "inspect-html-"));
  const everyKind = join(dir, "every-kind.html");
  const loses = join(dir, "loses.html");
  const expected = await report(join(here, "fixtures", "every-kind.ts"), everyKind);
  const losing = await report(join(here, "fixtures", "loses-a-rule.ts"), loses);
  // self-contained: no link, no script or style fetched
  assert.doesNotMatch(readFileSync(everyKind, "utf8"), /<link|src=|url\(|@import/);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(pathToFileURL(everyKind).href);
    assert.deepEqual(requested, [pathToFileURL(everyKind).href], "the page asks for nothing but itself");

    const side = await page.$$eval("aside #tools a", (links) => links.map((a) => a.firstChild?.textContent ?? ""));
    assert.deepEqual(side, expected.tools.map((t) => t.name));
    const sections = await page.$$eval("main section.tool", (nodes) =>
      nodes.map((s) => ({
        name: s.querySelector("h2")?.textContent,
        dialects: [...s.querySelectorAll("article.dialect")].map((a) => a.querySelector("h3")?.textContent),
        rules: [...s.querySelectorAll("article.dialect")].map((a) => a.querySelectorAll("li.rule").length),
      })),
    );
    assert.deepEqual(sections.map((s) => s.name), expected.tools.map((t) => t.name));
    for (const [i, section] of sections.entries()) {
      assert.deepEqual(section.dialects, ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
      assert.deepEqual(section.rules, Object.values(expected.tools[i]!.dialects).map((v) => v!.rules.length));
    }
    // the dialects side by side: each column of the first tool starts to the right of the one before, on one row
    const boxes = await page.$$eval("#tool-0 article.dialect", (articles) => articles.map((a) => a.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
    assert.ok(boxes.every((b, i) => i === 0 || (b.x > boxes[i - 1]!.x && b.y === boxes[0]!.y)));
    // limits as bars, as wide as the share used
    const bar = await page.$eval('#tool-0 article[data-dialect="openai-strict"] .limit[data-limit="object properties"] .bar div', (d) => (d as unknown as { style: { width: string } }).style.width);
    assert.equal(bar, "1%");
    const colours = await page.$$eval("#tool-0 li.rule", (items) => [...new Set(items.map((li) => `${li.getAttribute("data-where")} ${(globalThis as unknown as BrowserWindow).getComputedStyle(li).backgroundColor}`))].sort());
    assert.deepEqual(colours, ["both rgb(230, 225, 250)", "keyword rgb(220, 245, 227)", "sentence rgb(220, 236, 251)"]);
    const screenshot = UPDATE_SCREENSHOT ? DOCS_SCREENSHOT : join(dir, "inspector.png");
    mkdirSync(dirname(screenshot), { recursive: true });
    await page.screenshot({ path: screenshot });
    const png = readFileSync(screenshot);
    assert.ok(png.length > 1000, "the screenshot is written");
    assert.equal(png.subarray(1, 4).toString("latin1"), "PNG");
    // 1440 by 900, as the viewport (the width and height fields of the PNG header)
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1440, 900]);

    await page.goto(pathToFileURL(loses).href);
    const lost = await page.$$eval("li.rule.lost", (items) => items.map((li) => `${li.closest("article")?.getAttribute("data-dialect")} ${li.getAttribute("data-pointer")} ${li.getAttribute("data-rule")} ${(globalThis as unknown as BrowserWindow).getComputedStyle(li).backgroundColor}`));
    assert.deepEqual(lost, ["openai-strict /properties/quantity maximum rgb(251, 220, 220)"]);
    assert.equal(losing.lost, 1);
    assert.match(await page.textContent("aside") ?? "", /1 rules lost/);
    if (!UPDATE_SCREENSHOT) assert.equal(existsSync(DOCS_SCREENSHOT) ? statSync(DOCS_SCREENSHOT).mtimeMs : undefined, docsBefore, "docs/inspector.png is left as it was");
  } finally {
    await browser.close();
  }
});
