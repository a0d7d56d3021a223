/**
 * Two more steps toward the way our generated reader reads (issue 21), each written as it is: the
 * keys are arguments of the function that makes the reader, not constants in its text (so each read
 * is `input[k]`, after the prototype test `getPrototypeOf(input) === Object.prototype && !(k in
 * Object.prototype)`), and then the value is built as a literal of computed keys (`{ [k0]: v0, … }`).
 * Both otherwise as `withWrapper` of cheap-steps.ts. Valid inputs only.
 */
const KEYS = ["number", "negNumber", "maxNumber", "string", "longString", "boolean", "deeplyNested"];
const NESTED = ["foo", "num", "bool"];
const TESTS = ["finite", "finite", "finite", "text", "text", "flag"];
const NESTED_TESTS = ["text", "finite", "flag"];

function make(computed: boolean): (input: unknown) => unknown {
  const read = (keys: string[], tests: string[], obj: string, nestedCall: string | undefined) => {
    const reads = keys.map((_, i) => `var v${i} = (plain && !(k${i} in OP) ? ${obj}[k${i}] : hasOwn.call(${obj}, k${i}) ? ${obj}[k${i}] : undefined);`);
    const checks = tests.map((t, i) => (t === "finite" ? `typeof v${i} === "number" && v${i} - v${i} === 0` : t === "text" ? `typeof v${i} === "string" && v${i}.length <= 1048576` : `typeof v${i} === "boolean"`));
    if (nestedCall) checks.push(`(v${keys.length - 1} = ${nestedCall}(v${keys.length - 1})) !== undefined`);
    const literal = computed ? keys.map((_, i) => `[k${i}]: v${i}`).join(", ") : keys.map((k, i) => `${k}: v${i}`).join(", ");
    return `if (typeof ${obj} !== "object" || ${obj} === null || Array.isArray(${obj})) return undefined;
var plain = Object.getPrototypeOf(${obj}) === OP;
${reads.join("\n")}
if (!(${checks.join(" && ")})) return undefined;
return { ${literal} };`;
  };
  const params = (keys: string[]) => keys.map((_, i) => `k${i}`);
  const hasOwn = Object.prototype.hasOwnProperty;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own text, keys passed as arguments as our reader's are
  const nested = new Function(...params(NESTED), "OP", "hasOwn", `return function (input) {\n${read(NESTED, NESTED_TESTS, "input", undefined)}\n};`)(...NESTED, Object.prototype, hasOwn);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- as above
  const outer = new Function(...params(KEYS), "OP", "hasOwn", "nested", `return function (input) {\n${read(KEYS, TESTS, "input", "nested")}\n};`)(...KEYS, Object.prototype, hasOwn, nested) as (input: unknown) => unknown;
  let depth = 0;
  return (input: unknown) => {
    const issues = [0];
    issues.pop();
    depth++;
    try {
      const value = outer(input);
      return value === undefined ? { issues: [depth] } : { value };
    } finally {
      depth--;
    }
  };
}

export const keyedReads = make(false);
export const computedLiteral = make(true);
