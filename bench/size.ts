/**
 * Bundle size of the core package, side by side with Valibot and Zod 4 declaring
 * the same parameters object. Each entry is bundled with esbuild (bundle, minify,
 * ESM, platform neutral, tree-shaking), gzipped at level 9, and run once to prove
 * the bundle still checks.
 *
 * Run: `npm run size`, or add `--why` to list the source files that fill our bundles.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile, type Plugin } from "esbuild";

const root = resolve(import.meta.dirname, "..");

// The same mod-97 rule in every entry, so it weighs the same everywhere.
const MOD97 = `const mod97 = (s) => { let r = 0; for (let i = 0; i < s.length; i++) { const c = s.charCodeAt((i + 4) % s.length); r = c < 65 ? (r * 10 + c - 48) % 97 : (r * 100 + c - 55) % 97; } return r === 1; };`;
const IBAN_RE = "/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/";

const oursDeclaration = `
import * as vo from "@adcodicem/value-objects";
${MOD97}
const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
  minLength: 15,
  maxLength: 34,
  check: (iban) => (mod97(iban) ? undefined : { code: "iban.checksum", message: "The check digits do not match." }),
  checkDescription: "The two check digits must satisfy the ISO 13616 mod-97 rule.",
});
const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
const Params = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.array(Iban, { maxItems: 5 }),
  note: vo.optional(vo.string("Note", { maxLength: 200 })),
});
export const check = (input) => Params["~standard"].validate(input);
export const quantity = (input) => Quantity.tryCreate(input);
`;

const valibotDeclaration = `
import * as v from "valibot";
${MOD97}
const Iban = v.pipe(v.string(), v.minLength(15), v.maxLength(34), v.regex(${IBAN_RE}), v.check(mod97, "The check digits do not match."));
const Params = v.object({
  iban: Iban,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  country: v.pipe(v.string(), v.toUpperCase(), v.picklist(["FR", "DE"])),
  alternates: v.pipe(v.array(Iban), v.maxLength(5)),
  note: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const check = (input) => { const r = v.safeParse(Params, input); return r.success ? { value: r.output } : { issues: r.issues }; };
`;

const zodDeclaration = `
import { z } from "zod";
${MOD97}
const Iban = z.string().min(15).max(34).regex(${IBAN_RE}).refine(mod97, { message: "The check digits do not match." });
const Params = z.object({
  iban: Iban,
  quantity: z.int().min(1).max(100),
  country: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(["FR", "DE"])),
  alternates: z.array(Iban).max(5),
  note: z.string().max(200).optional(),
});
export const check = (input) => { const r = Params.safeParse(input); return r.success ? { value: r.data } : { issues: r.error.issues }; };
`;

const zodMiniDeclaration = `
import * as z from "zod/mini";
${MOD97}
const Iban = z.string().check(z.minLength(15), z.maxLength(34), z.regex(${IBAN_RE}), z.refine(mod97, { message: "The check digits do not match." }));
const Params = z.object({
  iban: Iban,
  quantity: z.int().check(z.minimum(1), z.maximum(100)),
  country: z.pipe(z.transform((v) => (typeof v === "string" ? v.toUpperCase() : v)), z.enum(["FR", "DE"])),
  alternates: z.array(Iban).check(z.maxLength(5)),
  note: z.optional(z.string().check(z.maxLength(200))),
});
export const check = (input) => { const r = z.safeParse(Params, input); return r.success ? { value: r.data } : { issues: r.error.issues }; };
`;

interface Entry {
  readonly name: string;
  readonly source: string;
  /** The budget in gzipped bytes, where the issue sets one. */
  readonly budget?: number;
  /** Whether the bundle must also write JSON Schema (run check). */
  readonly writesSchema?: boolean;
  /** A bundle that exports no `check` (the whole library): not run. */
  readonly notRun?: boolean;
}

const entries: Entry[] = [
  { name: "ours, checking only", source: oursDeclaration, budget: 3 * 1024 },
  {
    name: "ours, with JSON Schema (both profiles)",
    source: `${oursDeclaration}export const schemas = () => [vo.toJsonSchema(Params, { profile: "standard" }), vo.toJsonSchema(Params, { profile: "languageModel" })];\n`,
    budget: 6 * 1024,
    writesSchema: true,
  },
  { name: "valibot 1.5, checking only", source: valibotDeclaration },
  { name: "zod 4 (classic), checking only", source: zodDeclaration },
  {
    name: "zod 4 (classic), with JSON Schema",
    source: `${zodDeclaration}export const schemas = () => [z.toJSONSchema(Params, { io: "input" })];\n`,
    writesSchema: true,
  },
  { name: "zod 4 (mini), checking only", source: zodMiniDeclaration },
  {
    name: "zod 4 (mini), with JSON Schema",
    source: `${zodMiniDeclaration}export const schemas = () => [z.toJSONSchema(Params, { io: "input" })];\n`,
    writesSchema: true,
  },
];

/** Whether an optional package is installed, without importing it. */
function installed(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

if (installed("@valibot/to-json-schema")) {
  entries.splice(3, 0, {
    name: "valibot 1.5, with @valibot/to-json-schema",
    source: `${valibotDeclaration}import { toJsonSchema } from "@valibot/to-json-schema";\nexport const schemas = () => [toJsonSchema(Params)];\n`,
    writesSchema: true,
  });
}

/**
 * What-if builds for `--why`: the checking-only entry with a module replaced by a
 * stub, to weigh what that module costs after gzip. Not a bundle anyone ships.
 */
const WHAT_IF: readonly { readonly label: string; readonly module: string; readonly stub: string }[] = [
  {
    label: "checking only, the JSON Schema writer replaced by a stub (what `~standard.jsonSchema` on every schema costs)",
    module: "packages/core/src/json-schema/to-json-schema.ts",
    stub: "export const toJsonSchema = () => ({}); export const write = toJsonSchema; export const joinDescriptions = () => undefined;",
  },
];

interface Measured {
  readonly entry: Entry;
  readonly minified: number;
  readonly gzipped: number;
  readonly metafile: Metafile;
}

async function bundle(dir: string, entry: Entry, index: number, stub?: { module: string; stub: string }): Promise<Measured> {
  const file = join(dir, `entry-${index}.js`);
  writeFileSync(file, entry.source);
  const stubbing: Plugin = {
    name: "stub",
    setup(b) {
      if (stub) b.onLoad({ filter: /\.ts$/ }, (args) => (args.path.endsWith(stub.module) ? { contents: stub.stub, loader: "js" } : undefined));
    },
  };
  const result = await build({
    plugins: [stubbing],
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    treeShaking: true,
    write: false,
    metafile: true,
    tsconfig: join(root, "tsconfig.json"), // its `paths` lead the bundle to the sources, as in the workspace
    nodePaths: [join(root, "node_modules")],
    absWorkingDir: root,
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  if (entry.notRun) return { entry, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
  // the bundle must still work: it checks a valid and an invalid input (and writes schemas)
  const out = join(dir, `bundle-${index}${stub ? "-stubbed" : ""}.mjs`);
  writeFileSync(out, code);
  const mod = (await import(pathToFileURL(out).href)) as { check(i: unknown): { value?: unknown; issues?: unknown }; schemas?: () => unknown[] };
  const valid = { iban: "FR7630006000011234567890189", quantity: 3, country: "fr", alternates: ["DE89370400440532013000"] };
  if (mod.check(valid).issues !== undefined || mod.check({ ...valid, quantity: 500 }).issues === undefined) throw new Error(`${entry.name}: the bundle does not check.`);
  if (entry.writesSchema && !(mod.schemas?.().length ?? 0)) throw new Error(`${entry.name}: the bundle writes no schema.`);
  return { entry, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(2);

/** The files of a package that fill a bundle, largest first. */
function filling(metafile: Metafile, under: string): string {
  const output = Object.values(metafile.outputs)[0];
  return Object.entries(output.inputs)
    .filter(([path]) => path.includes(under))
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .map(([path, { bytesInOutput }]) => `| ${relative(under, path.slice(path.indexOf(under)))} | ${bytesInOutput} |`)
    .join("\n");
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "adcodicem-size-"));
  try {
    const measured: Measured[] = [];
    for (const [index, entry] of entries.entries()) measured.push(await bundle(dir, entry, index));
    console.log(`## Bundle size (esbuild, minified ESM, platform neutral; gzip level 9)\n`);
    console.log("| bundle | minified bytes | gzip bytes | gzip kB | budget |");
    console.log("| --- | ---: | ---: | ---: | --- |");
    for (const m of measured) {
      const budget = m.entry.budget === undefined ? "" : `≤ ${kB(m.entry.budget)} kB: ${m.gzipped <= m.entry.budget ? "met" : "MISSED"}`;
      console.log(`| ${m.entry.name} | ${m.minified} | ${m.gzipped} | ${kB(m.gzipped)} | ${budget} |`);
    }
    if (!installed("@valibot/to-json-schema")) console.log("\n@valibot/to-json-schema is not installed: Valibot's JSON Schema bundle is not measured.");
    const whole = await bundle(dir, { name: "ours, the whole library (`export *`)", source: `export * from "@adcodicem/value-objects";\n`, notRun: true }, entries.length);
    console.log(`\nFor scale: the whole core library, every export kept, is ${whole.minified} bytes minified, ${whole.gzipped} bytes (${kB(whole.gzipped)} kB) gzipped.`);
    if (process.argv.includes("--why")) {
      for (const whatIf of WHAT_IF) {
        const stubbed = await bundle(dir, entries[0], entries.length + 1, whatIf);
        console.log(`\nWhat if: ${whatIf.label}: ${stubbed.gzipped} bytes (${kB(stubbed.gzipped)} kB) gzipped, ${measured[0].gzipped - stubbed.gzipped} bytes less.`);
      }
      // the JSON Schema entry holds the same files: one listing says it
      console.log(`\n**What fills "${measured[0].entry.name}"** (minified bytes before gzip, by source file)\n`);
      console.log("| file | bytes |\n| --- | ---: |");
      console.log(filling(measured[0].metafile, "packages/core/src/"));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
