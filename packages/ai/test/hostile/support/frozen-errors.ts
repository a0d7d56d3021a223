/**
 * Run as a child process: with `freeze` as its argument it first freezes `Error.prototype`,
 * the prototypes of the other error classes and `Object.prototype` (as SES-style lockdowns
 * do), then makes every error the package throws and prints, a line each, the error's class,
 * whether it is an instance of its class, its own keys in order and its name and message.
 * Under a frozen `Error.prototype` an assignment `this.name = …` throws (the "override
 * mistake"), in the package's constructors or in an SDK's base class (the Anthropic SDK's
 * `ToolError` assigns its name): the error becomes a `TypeError`.
 */
if (process.argv.includes("freeze")) {
  for (const prototype of [Object.prototype, Function.prototype, Error.prototype, TypeError.prototype, RangeError.prototype, SyntaxError.prototype]) Object.freeze(prototype);
}
const vo = await import("@adcodicem/value-objects");
const { checkArguments } = await import("@adcodicem/value-objects/arguments");
const { ProviderLimitError } = await import("@adcodicem/value-objects-ai");
const { InvalidToolResultError } = await import("@adcodicem/value-objects-ai/ai-sdk");
const anthropic = await import("@adcodicem/value-objects-ai/anthropic");
const openai = await import("@adcodicem/value-objects-ai/openai");
const { LoadError } = await import("../../../src/inspect/load-module.js");

const lines: string[] = [];
const attempt = (what: string, kind: abstract new (...args: never[]) => Error, f: () => Error) => {
  try {
    const e = f();
    lines.push(`${what} made ${e.constructor.name} instanceof ${kind.name}: ${e instanceof kind} keys ${JSON.stringify(Object.keys(e))} name ${e.name} message ${e.message}`);
  } catch (error) {
    lines.push(`${what} threw ${(error as Error).constructor.name}: ${(error as Error).message}`);
  }
};

const checked = checkArguments(vo.object({ quantity: vo.integer("Quantity", { maximum: 5 }) }), { quantity: 9 });
if (checked.ok) throw new Error("the arguments were expected to be refused");
attempt("provider limit", ProviderLimitError, () => new ProviderLimitError("OpenAI", "enum values", 1000, 1001, "in one schema"));
attempt("invalid tool result", InvalidToolResultError, () => new InvalidToolResultError({ tool: "order", code: vo.INVALID_RESULT, pointer: "/n" } as never));
attempt("load error", LoadError, () => new LoadError("cannot load x.ts"));
attempt("anthropic refused arguments", anthropic.RefusedArgumentsError, () => new anthropic.RefusedArgumentsError(checked.refusal));
attempt("openai refused arguments", openai.RefusedArgumentsError, () => new openai.RefusedArgumentsError(checked.refusal));
console.log(lines.join("\n"));
