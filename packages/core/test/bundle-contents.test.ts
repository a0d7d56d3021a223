/**
 * What a user's production bundle keeps of the core (issue 14): the modules a program reaches, and
 * no more. Each rule sentence is an export of its own and each composite carries its own JSON Schema
 * writer, so a program that declares no nullable, union or record and never describes rules for a
 * model keeps neither their writers nor those sentences; the development checks drop out (their
 * texts: development-checks.test.ts; here, the module that holds only development checks). The bundles are built as bench/size.ts builds them (esbuild,
 * production define) and run: they write the same JSON Schemas as the source, in every profile and
 * target.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { build } from "esbuild";
import * as vo from "@adcodicem/value-objects";

const ROOT = new URL("../../../", import.meta.url).pathname;

const ORDER_TOOL = `
import * as vo from "@adcodicem/value-objects";
const Iban = vo.string("Iban", { format: "iban", pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34, checkDescription: "Mod 97." });
const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { ignoreCase: true });
export const Params = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.array(Iban, { maxItems: 5 }),
  note: vo.optional(vo.string("Note", { maxLength: 200 })),
});
export const toJsonSchema = vo.toJsonSchema;
`;

// the same tool with a nullable, a union and a record: their writers come back
const WITH_MORE = `${ORDER_TOOL}
export const More = vo.object({
  coupon: vo.nullable(vo.string("Coupon")),
  ref: vo.union("Ref", [vo.integer("Id"), vo.string("Slug")]),
  tags: vo.record(vo.string("Tag")),
});
`;

interface Bundled {
  readonly code: string;
  /** Source files (under packages/core/src/) with any byte in the output. */
  readonly modules: readonly string[];
}

async function bundle(contents: string, production = true): Promise<Bundled> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    define: production ? { "process.env.NODE_ENV": '"production"' } : {},
    tsconfig: `${ROOT}tsconfig.json`,
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const output = Object.values(result.metafile!.outputs)[0];
  const modules = Object.entries(output.inputs)
    .filter(([path, { bytesInOutput }]) => path.includes("packages/core/src/") && bytesInOutput > 0)
    .map(([path]) => path.slice(path.indexOf("packages/core/src/") + "packages/core/src/".length));
  return { code: result.outputFiles![0].text, modules };
}

const load = async (code: string) => (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Record<string, any>;

// what the order tool does not use, by module and by text
const UNUSED_MODULES = ["json-schema/with-null.ts", "json-schema/rule-sentence.ts", "compile/union-reader.ts", "compile/record-reader.ts", "composites/union.ts", "kinds/calendar-text.ts"];
// (a date's bounds are checked by the date kinds' own module: a tool without a date keeps none of it)
const UNUSED_TEXTS = ["It is written YYYY-MM-DD", "Defaults to ", "The object must hold at least", "The list must not hold the same item twice.", "written as ISO text"];

test("the order tool's production bundle holds the writers and sentences it uses, not the others", async () => {
  const order = await bundle(ORDER_TOOL);
  for (const module of UNUSED_MODULES) assert.ok(!order.modules.includes(module), `the order tool's bundle holds ${module}`);
  for (const text of UNUSED_TEXTS) assert.ok(!order.code.includes(text), `the order tool's bundle holds "${text}"`);
  // what it uses is there: its writers, its sentences
  for (const module of ["json-schema/write-composite.ts", "json-schema/write-value-object.ts", "refusal/messages.ts", "json-schema/openapi-3.0.ts"]) {
    assert.ok(order.modules.includes(module), `the order tool's bundle lacks ${module}`);
  }
  assert.ok(order.code.includes("The value must be at most "), "the order tool's bundle lacks its length sentence");
  // a program that uses a nullable, a union and a record gets their writers back
  const more = await bundle(WITH_MORE);
  for (const module of ["json-schema/with-null.ts", "composites/union.ts", "compile/union-reader.ts", "compile/record-reader.ts"]) {
    assert.ok(more.modules.includes(module), `the bundle with a nullable, a union and a record lacks ${module}`);
  }
  // a program that declares a date gets the calendar checks back
  const dated = await bundle(`${ORDER_TOOL}\nexport const Day = vo.date("Day", { min: "2026-01-01" });\n`);
  assert.ok(dated.modules.includes("kinds/calendar-text.ts") && dated.code.includes("written as ISO text"), "the bundle with a date lacks its calendar checks");
});

test("a module only the development checks reach has no byte in a production bundle, and is in a development one", async () => {
  const production = await bundle(WITH_MORE);
  const development = await bundle(WITH_MORE, false);
  // the rule checks, and the factories' argument checks (what was given, by its kind)
  for (const module of ["kinds/assert-rules.ts", "misuse.ts"]) {
    assert.ok(!production.modules.includes(module), `the production bundle holds ${module}`);
    assert.ok(development.modules.includes(module), `the development bundle lacks ${module}`);
  }
  assert.ok(development.code.includes("does not apply to"));
  assert.ok(development.code.includes("an object of members") && !production.code.includes("an object of members"));
});

test("a production bundle writes every JSON Schema the source writes, in every profile and target", async () => {
  const bundled = await load((await bundle(WITH_MORE)).code);
  const source = await load((await build({ stdin: { contents: WITH_MORE, resolveDir: ROOT, loader: "js" }, bundle: true, format: "esm", platform: "neutral", tsconfig: `${ROOT}tsconfig.json`, write: false, logLevel: "error" })).outputFiles[0].text);
  let compared = 0;
  for (const name of ["Params", "More"]) {
    for (const profile of ["standard", "languageModel"] as const) {
      for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"] as const) {
        for (const io of ["input", "output"] as const) {
          const fromBundle = bundled.toJsonSchema(bundled[name], { profile, target, io });
          assert.deepEqual(fromBundle, source.toJsonSchema(source[name], { profile, target, io }), `${name} ${profile} ${target} ${io}`);
          // and through ~standard, as an SDK reads it
          if (profile === "languageModel") assert.deepEqual(bundled[name]["~standard"].jsonSchema[io]({ target }), fromBundle);
          compared++;
        }
      }
    }
  }
  assert.equal(compared, 24);
  // the nullable, the union and the record are written as they are from the package itself
  const More = vo.object({ coupon: vo.nullable(vo.string("Coupon")), ref: vo.union("Ref", [vo.integer("Id"), vo.string("Slug")]), tags: vo.record(vo.string("Tag")) });
  assert.deepEqual(bundled.toJsonSchema(bundled.More, { target: "openapi-3.0" }), vo.toJsonSchema(More, { target: "openapi-3.0" }));
  assert.deepEqual(bundled.toJsonSchema(bundled.More).properties.coupon, { type: ["string", "null"] });
});

test("a bundle that imports no locale holds no locale's sentences and no sentence table; one that imports fr holds French (issue 24)", async () => {
  const order = await bundle(ORDER_TOOL);
  for (const module of ["locales/en.ts", "locales/define-locale.ts", "locales/fr.ts", "locales/de.ts", "rules/assert-own-messages.ts"]) {
    assert.ok(!order.modules.includes(module), `the order tool's bundle holds ${module}`);
  }
  for (const text of ["La valeur", "Der Wert", "a date that exists in the calendar", "The answer was cut off"]) assert.ok(!order.code.includes(text), `the order tool's bundle holds "${text}"`);
  const french = await bundle(`${ORDER_TOOL}\nexport { fr } from "@adcodicem/value-objects/locales/fr";`);
  assert.ok(french.code.includes("La valeur") && !french.code.includes("Der Wert"), "a bundle with fr holds French, and no German");
});

test("the built main entry, bundled for a program that imports no locale, keeps no sentence table either", async () => {
  const result = await build({
    stdin: { contents: ORDER_TOOL.replace('"@adcodicem/value-objects"', `"${ROOT}packages/core/dist/index.js"`), resolveDir: ROOT, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "error",
  });
  const code = result.outputFiles[0].text;
  for (const text of ["a date that exists in the calendar", "The answer was cut off", "recordAsPairs"]) assert.ok(!code.includes(text), `the bundle holds "${text}"`);
});
