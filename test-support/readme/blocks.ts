// The TypeScript blocks of the READMEs, as programs: each ```ts fence, with what the HTML comments
// just above it say (`<!-- block: name -->`, `<!-- continues: name -->`, `<!-- no-run: reason -->`),
// and the blocks it continues put before it. Other fences (json, sh, text) are not programs.
import { readFileSync } from "node:fs";

/** The READMEs whose TypeScript blocks are type-checked and run, relative to the repository's root. */
export const READMES = ["README.md", "packages/core/README.md", "packages/ai/README.md", "packages/mcp/README.md"] as const;

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

const COMMENT = /^<!--\s*(block|continues|no-run):\s*(.*?)\s*-->$/;

/** The ```ts blocks of a README's text, in order. */
export function tsBlocks(readme: string, text: string): ReadmeBlock[] {
  const lines = text.split("\n");
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(`{3,})(\S*)/.exec(lines[i]);
    if (fence === null) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith(fence[1]) && l.trim() === fence[1]);
    if (end < 0) throw new Error(`${readme}:${i + 1}: a fence that is never closed`);
    if (fence[2] === "ts") {
      // the comments on the lines just above the fence say what the block is
      const said: Record<string, string> = {};
      for (let j = i - 1; j >= 0 && COMMENT.test(lines[j]); j--) {
        const [, key, value] = COMMENT.exec(lines[j])!;
        said[key] = value;
      }
      blocks.push({ readme, line: i + 2, name: said.block, continues: said.continues, noRun: said["no-run"], code: lines.slice(i + 1, end).join("\n") + "\n" });
    }
    i = end;
  }
  return blocks;
}

/** Every ```ts block of the READMEs under `root`. */
export function readmeBlocks(root: string): ReadmeBlock[] {
  return READMES.flatMap((readme) => tsBlocks(readme, readFileSync(`${root}${readme}`, "utf8")));
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
