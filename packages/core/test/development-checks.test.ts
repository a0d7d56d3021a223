/**
 * The development checks (src/development.ts): declaration checks that name a mistake and the
 * slow-pattern warning run unless `process.env.NODE_ENV` is "production"; in a production build
 * (the environment read at declaration, or a bundler's define) they drop out, and every input is
 * refused exactly as in development. The declaration checks that keep checking safe (lengths,
 * finite bounds, comparable date bounds) run in every build. Where there is no `process` at all,
 * the library loads and checks, without the development checks.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import * as vo from "@adcodicem/value-objects";

const ROOT = new URL("../../../", import.meta.url).pathname;

/** Runs `body` with NODE_ENV set to `env` (undefined: unset), then puts it back. */
function withNodeEnv<T>(env: string | undefined, body: () => T): T {
  const before = process.env.NODE_ENV;
  if (env === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = env;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** Collects the process warnings emitted while `body` runs (emitWarning, counted synchronously). */
function warningsDuring(body: () => void): string[] {
  const seen: string[] = [];
  const original = process.emitWarning;
  process.emitWarning = ((warning: string | Error, options?: unknown) => {
    const code = typeof options === "object" && options !== null ? (options as { code?: string }).code : undefined;
    seen.push(code ?? String(warning));
  }) as typeof process.emitWarning;
  try {
    body();
  } finally {
    process.emitWarning = original;
  }
  return seen;
}

// mistakes only the development checks name
const MISTAKES: Record<string, () => unknown> = {
  "a rule the kind does not take": () => vo.integer("Quantity", { minLength: 1 } as never),
  "a description that is not a string": () => vo.string("Note", { description: 5 as never }),
  "an example that breaks the rules": () => vo.integer("Quantity", { maximum: 10, examples: [50] }),
  "bounds that leave no value": () => vo.integer("Quantity", { minimum: 10, maximum: 1 }),
  "a step that leaves no value between the bounds": () => vo.number("Price", { minimum: 0.01, maximum: 0.02, multipleOf: 0.5 }),
  "minLength above maxLength": () => vo.string("Code", { minLength: 5, maxLength: 2 }),
  "a date range reversed": () => vo.date("Day", { min: "2026-02-01", max: "2026-01-01" }),
  // a closed set taken as given in production: each input is still checked against exactly the values declared
  "a closed set holding a value twice": () => vo.oneOf("Country", ["FR", "DE", "FR"]),
  "a closed set holding a value twice ignoring case": () => vo.oneOf("Country", ["FR", "fr"], { ignoreCase: true }),
  "a closed set holding strings and numbers": () => vo.oneOf("Mixed", ["a", 1] as never),
  "an object's description that is not a string": () => vo.object({}, { description: 5 as never }),
  // a factory misused from plain JavaScript (src/misuse.ts)
  "a string's rules in place of its name": () => vo.string({ maxLength: 3 } as never),
};

// mistakes that would make checking unsafe (unbounded text, a throw on each input): refused in every build
const UNSAFE: Record<string, () => unknown> = {
  "maxLength that is not a number": () => vo.string("Code", { maxLength: Number.NaN }),
  "maxLength negative": () => vo.string("Code", { maxLength: -1 }),
  "a bound that is not finite": () => vo.number("Price", { maximum: Number.NaN }),
  "a step that is not finite": () => vo.number("Price", { multipleOf: Number.POSITIVE_INFINITY }),
  "a date-time bound that is not text": () => vo.dateTime("At", { min: 5 as never }),
  // a pattern the check would read otherwise than the schema says (red-team finding): production checked
  // /[object Object]/ for the first and dropped the flag of the second; the last two threw at each read
  "a pattern that is neither text nor a RegExp": () => vo.string("Code", { pattern: { source: "^[a-z]+$" } as never }),
  "a pattern flag JSON Schema cannot say": () => vo.string("Code", { pattern: /^[a-z]+$/i }),
  "a pattern that is not ECMA-262 with the u flag": () => vo.string("Code", { pattern: "^[a-z+$" }),
  "a pattern too large for the engine to compile": () => vo.string("Code", { pattern: `^${"a".repeat(32_768)}$` }),
};

for (const [what, declare] of Object.entries(MISTAKES)) {
  test(`development: ${what} throws at declaration; production: it does not`, () => {
    assert.throws(() => withNodeEnv(undefined, declare), vo.ValueObjectDefinitionError);
    assert.throws(() => withNodeEnv("test", declare), vo.ValueObjectDefinitionError);
    assert.doesNotThrow(() => withNodeEnv("production", declare));
  });
}

for (const [what, declare] of Object.entries(UNSAFE)) {
  test(`every build: ${what} throws at declaration`, () => {
    assert.throws(() => withNodeEnv(undefined, declare), vo.ValueObjectDefinitionError);
    assert.throws(() => withNodeEnv("production", declare), vo.ValueObjectDefinitionError);
  });
}

test("the slow-pattern warning is a development check", () => {
  const slow = () => vo.string("Slow", { pattern: "^(a+)+$", maxLength: 40 });
  const cubic = () => vo.string("Cubic", { pattern: "^.*,.*,.*x$" });
  assert.deepEqual(warningsDuring(() => withNodeEnv(undefined, () => (slow(), cubic()))), ["ADCODICEM_SLOW_PATTERN", "ADCODICEM_SLOW_PATTERN"]);
  assert.deepEqual(warningsDuring(() => withNodeEnv("production", () => (slow(), cubic()))), []);
});

/** The value objects and inputs both builds are compared on: every kind of refusal of the order tool and more. */
function declarations(v: typeof vo) {
  const Iban = v.string("Iban", { pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34, format: "iban", examples: ["FR7630006000011234567890189"] });
  const Cubic = v.string("Cubic", { pattern: "^.*,.*,.*x$" }); // no maxLength: the pattern's shape sets the ceiling (256)
  const Email = v.string("Email", { format: "email", maxLength: 100 });
  const Quantity = v.integer("Quantity", { minimum: 1, maximum: 100 });
  const Price = v.number("Price", { exclusiveMinimum: 0, multipleOf: 0.01, fromText: true });
  const Day = v.date("Day", { min: "2026-01-01", max: "2026-12-31" });
  const Country = v.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
  const Order = v.object({ iban: Iban, quantity: Quantity, country: Country, alternates: v.array(Iban, { maxItems: 2 }), note: v.optional(v.string("Note", { maxLength: 5 })) });
  return { Iban, Cubic, Email, Quantity, Price, Day, Country, Order };
}

const INPUTS: unknown[] = [
  "FR7630006000011234567890189", "fr7630006000011234567890189", "FR76", "x".repeat(10_000), 42, null, undefined,
  "a,b,cx", "a,b,c", `${",".repeat(300)}x`, "someone@example.com", "not an email", 3, 0, 101, 2.5, 2 ** 53, Number.NaN,
  19.99, 0.07, 0.001, "19.99", "019.99", -0, "2026-06-01", "2025-12-31", "2026-02-30", "fr", "Fr", "IT",
  { iban: "FR7630006000011234567890189", quantity: 3, country: "fr", alternates: [] },
  { iban: "FR76", quantity: 500, country: "IT", alternates: ["x", "y", "z"], note: "too long" },
  [], {}, true,
];

function answers(v: typeof vo): unknown[] {
  const declared = declarations(v);
  return Object.entries(declared).flatMap(([name, schema]) => INPUTS.map((input) => [name, v.validate(schema as vo.AnySchema, input), (schema as vo.Schema<unknown>).is?.(input)]));
}

test("a production build refuses every input exactly as development does", () => {
  const development = withNodeEnv(undefined, () => answers(vo));
  const production = withNodeEnv("production", () => answers(vo));
  assert.deepEqual(production, development);
  // the comparison holds refusals of every kind, not only acceptances
  const codes = new Set(JSON.stringify(development).match(/value_object\.[a-z_]+/g));
  for (const code of [vo.REQUIRED, vo.NOT_PARSABLE, vo.TOO_SHORT, vo.TOO_LONG, vo.PATTERN_MISMATCH, vo.INVALID_FORMAT, vo.OUT_OF_RANGE, vo.NOT_ALLOWED]) {
    assert.ok(codes.has(code), `no ${code} among the answers compared`);
  }
});

/** The core bundled as a user's build does it: the production one through a define, as esbuild, Vite and webpack set it. */
async function bundled(production: boolean, format: "esm" | "iife"): Promise<string> {
  const result = await build({
    stdin: { contents: `export * from "@adcodicem/value-objects";`, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    minify: true,
    format,
    globalName: format === "iife" ? "vo" : undefined,
    platform: "neutral",
    define: production ? { "process.env.NODE_ENV": '"production"' } : {},
    tsconfig: `${ROOT}tsconfig.json`,
    write: false,
    logLevel: "error",
  });
  return result.outputFiles![0].text;
}

test("a production bundle leaves the development checks out and refuses every input as the source does", async () => {
  const production = await bundled(true, "esm");
  const development = await bundled(false, "esm");
  // the development checks' own text is in the development bundle only
  // the advice of a foreign member's refusal is a development text too (the refusal stays: the test below)
  for (const text of ["ADCODICEM_SLOW_PATTERN", "does not apply to", "leave no value between them", "toStandardJsonSchema", "ask for draft-2020-12 and the input"]) {
    assert.ok(development.includes(text), `the development bundle lacks "${text}"`);
    assert.ok(!production.includes(text), `the production bundle holds "${text}"`);
  }
  const load = async (code: string) => (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as typeof vo;
  const fromProduction = await load(production);
  assert.deepEqual(withNodeEnv(undefined, () => answers(fromProduction)), withNodeEnv(undefined, () => answers(vo)));
  // a mistake only the development checks name passes the production bundle, whatever NODE_ENV says at run time
  assert.doesNotThrow(() => withNodeEnv(undefined, () => fromProduction.integer("Quantity", { minimum: 10, maximum: 1 })));
  assert.throws(() => withNodeEnv(undefined, () => fromProduction.string("Code", { maxLength: Number.NaN })), /maxLength/);
  // a foreign member that cannot describe itself is refused in production too, in a shorter sentence
  const checksOnly = { "~standard": { version: 1, vendor: "x", validate: (value: unknown) => ({ value }) } };
  assert.throws(() => fromProduction.object({ a: checksOnly as never }), /^ValueObjectDefinitionError: Value object a, rule schema: it has no ~standard\.jsonSchema, so it cannot be described\.$/);
});

test("where there is no process, the library loads and checks, without the development checks", async () => {
  const code = await bundled(false, "iife");
  const sandbox: Record<string, unknown> = {};
  runInNewContext(`${code}\nthis.vo = vo;`, sandbox);
  assert.equal(typeof (sandbox as { process?: unknown }).process, "undefined");
  const v = sandbox.vo as typeof vo;
  const Quantity = v.integer("Quantity", { minimum: 1, maximum: 100 });
  assert.equal(Quantity.tryCreate(3).ok, true);
  assert.equal(JSON.stringify(Quantity.tryCreate(500)), JSON.stringify(vo.integer("Quantity", { minimum: 1, maximum: 100 }).tryCreate(500)));
  assert.doesNotThrow(() => v.integer("Empty", { minimum: 10, maximum: 1 }));
  assert.throws(() => v.string("Code", { maxLength: -1 }), /maxLength/);
});
