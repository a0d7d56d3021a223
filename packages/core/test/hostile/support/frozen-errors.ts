/**
 * Run as a child process: with `freeze` as its argument it first freezes `Error.prototype`,
 * the prototypes of the other error classes and `Object.prototype` (as SES-style lockdowns
 * do), then makes every error the package throws (a refused `create`, definitions that
 * cannot hold, a wrongly declared `vo.lazy` at its first read, a repeated refusal) and
 * prints, a line each, the error's class, whether it is an instance of the package's
 * class, its own keys in order and its name and message. Under a frozen `Error.prototype`
 * an assignment `this.name = …` throws (the "override mistake"): the error becomes a
 * `TypeError`. The parent compares a frozen process's lines with a plain one's.
 */
import type { AnySchema } from "../../../src/index.js";

if (process.argv.includes("freeze")) {
  for (const prototype of [Object.prototype, Function.prototype, Error.prototype, TypeError.prototype, RangeError.prototype, SyntaxError.prototype]) Object.freeze(prototype);
}
const vo = await import("../../../src/index.js");
const { RepeatedRefusalError } = await import("../../../src/arguments/index.js");

const lines: string[] = [];
const attempt = (what: string, kind: abstract new (...args: never[]) => Error, f: () => unknown) => {
  try {
    f();
    lines.push(`${what} did not throw`);
  } catch (error) {
    const e = error as Error;
    lines.push(`${what} threw ${e.constructor.name} instanceof ${kind.name}: ${e instanceof kind} keys ${JSON.stringify(Object.keys(e))} name ${e.name} message ${e.message}`);
  }
};

attempt("create refused", vo.ValueObjectError, () => vo.string("Title", { maxLength: 3 }).create("long"));
attempt("object create refused", vo.ValueObjectError, () => vo.object({ n: vo.integer("N", { maximum: 5 }) }).create({ n: 9 }));
attempt("oneOf duplicate", vo.ValueObjectDefinitionError, () => vo.oneOf("K", ["a", "a"]));
attempt("minLength above maxLength", vo.ValueObjectDefinitionError, () => vo.string("T", { minLength: 5, maxLength: 2 }));
attempt("object unknown", vo.ValueObjectDefinitionError, () => vo.object({}, { unknown: "nope" as never }));
attempt("lazy of no function", vo.ValueObjectDefinitionError, () => vo.lazy(5 as never));
const Lazy: AnySchema = vo.object({ next: vo.optional(vo.lazy((): AnySchema => vo.lazy((): AnySchema => Lazy) as never)) }, { name: "Lazy" });
attempt("lazy returning a lazy, at first read", vo.ValueObjectDefinitionError, () => Lazy["~standard"].validate({ next: {} }));
attempt("repeated refusal", RepeatedRefusalError, () => {
  throw new RepeatedRefusalError("order", 3);
});
console.log(lines.join("\n"));
