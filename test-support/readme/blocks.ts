// The TypeScript blocks of the READMEs and the guides, as programs: each ```ts fence, with what the
// HTML comments just above it say (`<!-- block: name -->`, `<!-- continues: name -->`,
// `<!-- no-run: reason -->`), and the blocks it continues put before it. Other fences are displays
// (json, text, sh, nginx: NOT_PROGRAMS says why each is not a program); a display marked
// `<!-- shows: block key -->` is what that block's run shows under `key`, compared by the test.
import { readdirSync, readFileSync } from "node:fs";

/** The READMEs whose TypeScript blocks are type-checked and run, relative to the repository's root. */
export const READMES = ["README.md", "packages/core/README.md", "packages/ai/README.md", "packages/mcp/README.md"] as const;

/** The folder of the guides, one a framework, relative to the repository's root: each of its `.md` files is read as a README. */
export const GUIDES = "docs/guides/";

/** The fence languages that are not programs, and why: any other fence but ```ts is refused. */
export const NOT_PROGRAMS: Readonly<Record<string, string>> = {
  json: "a value shown (a schema, what a model reads); where marked `shows`, the test compares it with the run",
  text: "what a program prints",
  sh: "shell lines (installing, running): CI runs its own",
  nginx: "a reverse proxy's configuration, run by the MCP package's nginx test",
};

/** Any fence of a README: its language and what the comments above it say. */
export interface Fence {
  readonly readme: string;
  /** The README line of the fence's first code line (from 1). */
  readonly line: number;
  /** The fence's language (`ts`, `json`, …), or "" for none. */
  readonly lang: string;
  /** The comments above the fence, by key (`block`, `continues`, `no-run`, `shows`). */
  readonly said: Readonly<Record<string, string>>;
  readonly code: string;
}

/** One ```ts block of a README. */
export interface ReadmeBlock {
  /** The README, relative to the repository's root. */
  readonly readme: string;
  /** The README line of the block's first code line (from 1). */
  readonly line: number;
  /** Its name (`<!-- block: name -->`), unique within its README. */
  readonly name: string | undefined;
  /** The block of the same README this one goes on from (`<!-- continues: name -->`). */
  readonly continues: string | undefined;
  /** Why it is type-checked but not run (`<!-- no-run: reason -->`). */
  readonly noRun: string | undefined;
  readonly code: string;
}

const COMMENT = /^<!--\s*(block|continues|no-run|shows):\s*(.*?)\s*-->$/;

/** Every fence of a README's text, in order, with the comments on the lines just above it. */
export function fences(readme: string, text: string): Fence[] {
  const lines = text.split("\n");
  const found: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(`{3,})(\S*)/.exec(lines[i]);
    if (fence === null) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith(fence[1]) && l.trim() === fence[1]);
    if (end < 0) throw new Error(`${readme}:${i + 1}: a fence that is never closed`);
    const said: Record<string, string> = {};
    for (let j = i - 1; j >= 0 && COMMENT.test(lines[j]); j--) {
      const [, key, value] = COMMENT.exec(lines[j])!;
      said[key] = value;
    }
    found.push({ readme, line: i + 2, lang: fence[2], said, code: lines.slice(i + 1, end).join("\n") + "\n" });
    i = end;
  }
  return found;
}

/** The ```ts blocks of a README's text, in order. */
export function tsBlocks(readme: string, text: string): ReadmeBlock[] {
  return fences(readme, text)
    .filter((f) => f.lang === "ts")
    .map(({ readme, line, said, code }) => ({ readme, line, name: said.block, continues: said.continues, noRun: said["no-run"], code }));
}

/** The READMEs and the guides under `root`, relative to it: the READMEs, then the guides by name. */
export function documents(root: string): string[] {
  const guides = readdirSync(`${root}${GUIDES}`).filter((f) => f.endsWith(".md")).sort();
  return [...READMES, ...guides.map((f) => `${GUIDES}${f}`)];
}

/** Every fence of the READMEs and guides under `root`. */
export function allFences(root: string): Fence[] {
  return documents(root).flatMap((readme) => fences(readme, readFileSync(`${root}${readme}`, "utf8")));
}

/**
 * The fences that are neither a ```ts program nor a display of a language NOT_PROGRAMS names,
 * and the displays whose `shows` names no ts block of their file, each as `file:line: why`.
 */
export function unaccounted(all: readonly Fence[]): string[] {
  return all.flatMap((f) => {
    if (f.lang !== "ts" && !Object.hasOwn(NOT_PROGRAMS, f.lang)) return [`${f.readme}:${f.line}: a \`\`\`${f.lang || "(no language)"} fence is neither a program (\`\`\`ts) nor a display the runner knows`];
    const shown = f.said.shows?.split(/\s+/)[0];
    if (shown !== undefined && !all.some((b) => b.readme === f.readme && b.lang === "ts" && b.said.block === shown)) return [`${f.readme}:${f.line}: shows "${shown}", which no ts block of that file is named`];
    return [];
  });
}

/** Every ```ts block of the READMEs and guides under `root`. */
export function readmeBlocks(root: string): ReadmeBlock[] {
  return documents(root).flatMap((readme) => tsBlocks(readme, readFileSync(`${root}${readme}`, "utf8")));
}

/** A block as a program: the blocks it continues, first to last, then itself. */
export function programOf(block: ReadmeBlock, all: readonly ReadmeBlock[]): ReadmeBlock[] {
  const chain = [block];
  for (let at = block; at.continues !== undefined; ) {
    const name = at.continues;
    const before = all.find((b) => b.readme === block.readme && b.name === name);
    if (before === undefined) throw new Error(`${at.readme}:${at.line}: continues "${name}", which no block of that README is named`);
    if (chain.includes(before)) throw new Error(`${at.readme}:${at.line}: continues itself through "${name}"`);
    chain.unshift(before);
    at = before;
  }
  return chain;
}
