/**
 * Run as a child process: with `freeze` as its argument it first freezes `Error.prototype`,
 * the prototypes of the other error classes and `Object.prototype` (as SES-style lockdowns
 * do), then makes the error the package throws (a schema the elicitation form cannot carry)
 * and prints its class, whether it is an instance of its class, its own keys in order and its
 * name and message. Under a frozen `Error.prototype` an assignment `this.name = …` throws.
 */
if (process.argv.includes("freeze")) {
  for (const prototype of [Object.prototype, Function.prototype, Error.prototype, TypeError.prototype, RangeError.prototype, SyntaxError.prototype]) Object.freeze(prototype);
}
const vo = await import("@adcodicem/value-objects");
const { elicitationSchema, ElicitationSchemaError } = await import("@adcodicem/value-objects-mcp/v2");

try {
  elicitationSchema({ lines: vo.array(vo.integer("Quantity", { minimum: 1 })) });
  console.log("did not throw");
} catch (error) {
  const e = error as Error;
  console.log(`threw ${e.constructor.name} instanceof ElicitationSchemaError: ${e instanceof ElicitationSchemaError} keys ${JSON.stringify(Object.keys(e))} name ${e.name} message ${e.message}`);
}
