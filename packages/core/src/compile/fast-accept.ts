import { UNBOUNDED_TEXT_CEILING } from "../rules/length.js";

// rules that describe a value object and never change how it reads
const DESCRIBING = new Set(["description", "examples", "checkDescription"]);

/**
 * For a value object with no rule beyond its JSON type (`vo.number("Price")`,
 * `vo.string("Label")`, `vo.boolean("Flag")`), the expression (over `x`) that is true
 * exactly when its check would accept `x` unchanged — so a generated reader takes the
 * value without a call, and calls the check for everything else (every refusal, -0).
 * Undefined for any other value object: its check is always called.
 */
export function acceptsAsIs(node: { readonly kind?: unknown; readonly rules?: unknown }): string | undefined {
  const rules = node.rules;
  if (typeof rules !== "object" || rules === null) return undefined;
  for (const key of Object.keys(rules)) if ((rules as Record<string, unknown>)[key] !== undefined && !DESCRIBING.has(key)) return undefined;
  switch (node.kind) {
    case "string":
      // a string value object without maxLength or pattern refuses only text past the raw ceiling
      return `typeof x === "string" && x.length <= ${UNBOUNDED_TEXT_CEILING}`;
    case "number":
      return `typeof x === "number" && isFinite(x) && x !== 0`;
    case "integer":
      return `isSafeInteger(x) && x !== 0`;
    case "boolean":
      return `typeof x === "boolean"`;
    default:
      return undefined;
  }
}
