// The READMEs' blocks written as files in a scratch folder inside the repository (gitignored), so
// that the root tsconfig's `paths` lead the packages' names to their sources, and type-checked
// there in one `tsc` run whose errors are told by README file and line.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { type ReadmeBlock, programOf } from "./blocks.js";

/** A block written as a program: its file and where each of its lines comes from. */
export interface WrittenBlock {
  readonly block: ReadmeBlock;
  /** The file, absolute. */
  readonly file: string;
  /** The program's text: the blocks it continues, then the block. */
  readonly text: string;
  /** For each line of the file (from 0), the README and line it comes from. */
  readonly origin: readonly { readonly readme: string; readonly line: number }[];
}

/** A scratch folder, under the repository's root `root`: one per test file, since test files run side by side. */
export const scratchDir = (root: string, name: string): string => `${root}.readme-check/${name}/`;

/** A file name for a block: its README's folder and its name (or its line). */
function fileName(block: ReadmeBlock): string {
  const where = block.readme.replace(/\/?README\.md$/, "").replace(/^packages\//, "").replace(/[^A-Za-z0-9]+/g, "-") || "root";
  return `${where}-${block.name ?? `line-${block.line}`}.ts`;
}

/** Writes every block as a program in a fresh scratch folder, with a tsconfig extending the root one. */
export function writeBlocks(root: string, name: string, blocks: readonly ReadmeBlock[]): WrittenBlock[] {
  const dir = scratchDir(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}tsconfig.json`, JSON.stringify({ extends: "../../tsconfig.json", compilerOptions: { noEmit: true }, include: ["./*.ts"] }, null, 2));
  return blocks.map((block) => {
    const parts = programOf(block, blocks);
    const text = parts.map((p) => p.code).join("");
    const origin = parts.flatMap((p) => p.code.slice(0, -1).split("\n").map((_, i) => ({ readme: p.readme, line: p.line + i })));
    const file = `${dir}${fileName(block)}`;
    writeFileSync(file, text);
    return { block, file, text, origin };
  });
}

/**
 * Type-checks the written blocks in one run of the repository's `tsc` (TypeScript 7); gives each
 * error as `README:line:column: error TSnnnn: …` (an error outside the blocks is given as tsc says it).
 */
export function typeCheck(root: string, name: string, written: readonly WrittenBlock[]): string[] {
  const run = spawnSync(`${root}node_modules/.bin/tsc`, ["-p", `${scratchDir(root, name)}tsconfig.json`, "--pretty", "false"], { cwd: root, encoding: "utf8" });
  if (run.error) throw run.error;
  const lines = `${run.stdout}${run.stderr}`.split("\n").filter((l) => l.trim() !== "");
  const errors = lines.map((line) => {
    const at = /^(.*?)\((\d+),(\d+)\): (.*)$/.exec(line);
    const file = at && written.find((w) => w.file.endsWith(at[1].replace(/^.*\.readme-check\/[^/]+\//, "/")));
    if (!at || !file) return line;
    const from = file.origin[Number(at[2]) - 1];
    return `${from.readme}:${from.line}:${at[3]}: ${at[4]}`;
  });
  // tsc exits non-zero exactly when it reports; an exit without a line is an error too
  if (run.status !== 0 && errors.length === 0) return [`tsc exited with ${run.status} and said nothing`];
  return errors;
}
