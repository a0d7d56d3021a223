import { development } from "../development.js";
import { exactPointer } from "./json-pointer.js";
import type { PathKey, Refusal } from "./refusal.js";

/**
 * Thrown by `create` (and by the adapters where a framework expects an error):
 * the refusal's `code` and `message`, the value object's name, and where the refused
 * value sits: `path` (the exact keys and indexes) and `pointer` (the same place as an
 * exact RFC 6901 JSON Pointer, `""` at the root). The value itself is never kept.
 *
 * @example
 * ```ts
 * try { Order.create({ lines: [{ quantity: 500 }] }); } catch (e) {
 *   if (e instanceof vo.ValueObjectError) console.log(e.code, e.path, e.pointer);
 *   // "value_object.out_of_range" ["lines", 0, "quantity"] "/lines/0/quantity"
 * }
 * ```
 */
export class ValueObjectError extends Error implements Refusal {
  override readonly name = "ValueObjectError";
  // declared, not defined: the constructor sets each, in this order (a field apiece would be written twice)
  declare readonly code: string;
  /** The value object refused, when one is known. */
  declare readonly valueObject: string | undefined;
  /** Where the refused value sits: the exact keys and indexes (`[]` at the root). */
  declare readonly path: readonly PathKey[];
  /** The same place as an exact RFC 6901 JSON Pointer (`""` at the root; only `~` and `/` escaped, as `~0` and `~1`). */
  declare readonly pointer: string;

  /** `path` is `options.path`, else the refusal's, else the root; `pointer` is made from it. */
  constructor(
    refusal: Pick<Refusal, "code" | "message"> & { readonly path?: readonly PathKey[] },
    options: { valueObject?: string; path?: readonly PathKey[]; cause?: unknown } = {},
  ) {
    super(refusal.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = refusal.code;
    this.valueObject = options.valueObject;
    this.path = options.path ?? refusal.path ?? [];
    this.pointer = exactPointer(this.path);
  }
}

/**
 * Thrown when a value object or composite is declared with rules that cannot hold
 * together (minLength above maxLength, an example that breaks the rules…). It names
 * the value object and the rule.
 */
export class ValueObjectDefinitionError extends Error {
  // declared, not defined: the constructor sets each, in this order (a field apiece would be written twice)
  declare readonly valueObject: string;
  declare readonly rule: string;
  declare readonly name: "ValueObjectDefinitionError";
  constructor(valueObject: string, rule: string, problem: string) {
    super(`Value object ${valueObject}, rule ${rule}: ${problem}`);
    this.valueObject = valueObject;
    this.rule = rule;
    // defined, not assigned: where a hardened program froze Error.prototype, its read-only `name` makes
    // an assignment throw (a TypeError instead of this error); last, as before, to keep the keys' order
    Object.defineProperty(this, "name", { value: "ValueObjectDefinitionError", writable: true, enumerable: true, configurable: true });
  }
}

// The advice in the three sentences below (what a model is told, what to do) is a development aid:
// a production build keeps the refusal, and a sentence that says what is missing, without the advice
// (the test is written out at each site, so a bundler's define drops the text it does not keep).

/**
 * Why a foreign schema that only checks (`~standard.validate`, no `~standard.jsonSchema`: a valibot
 * schema) is refused as a member or by `toJsonSchema`, and what to do: one sentence for both.
 */
export const CANNOT_DESCRIBE =
  /* @__PURE__ */ development() && process.env.NODE_ENV !== "production"
    ? "it has ~standard.validate but no ~standard.jsonSchema, so it would be described as {} (a model is told nothing; OpenAI strict refuses it). " +
      "Give it a Standard JSON Schema face (valibot: toStandardJsonSchema from @valibot/to-json-schema) or use a value object."
    : "it has no ~standard.jsonSchema, so it cannot be described.";

/**
 * Why a foreign schema whose `~standard.jsonSchema` face throws or answers with no JSON Schema object
 * (`undefined`, `true`, an array…) is refused: `true` says "anything", which tells a model nothing. The
 * vendor's own message is never quoted.
 */
export const FACE_GIVES_NOTHING =
  /* @__PURE__ */ development() && process.env.NODE_ENV !== "production"
    ? "its ~standard.jsonSchema threw or gave no JSON Schema object (undefined, true or false, an array…; true says \"anything\", which tells a model nothing), so it cannot be described. " +
      "Give it a face that returns a JSON Schema object, or use a value object."
    : "its ~standard.jsonSchema gave no JSON Schema object, so it cannot be described.";

/** Why `toJsonSchema` refuses a foreign schema whose face throws or gives no object for the target and io asked. */
export const faceGivesNothingFor = (asked: string): string =>
  /* @__PURE__ */ development() && process.env.NODE_ENV !== "production"
    ? `its ~standard.jsonSchema threw or gave no JSON Schema object when asked for ${asked}, so it cannot be described there (a transform's output cannot be, for one). Give it a face that writes it, or ask for draft-2020-12 and the input.`
    : `its ~standard.jsonSchema gave no JSON Schema object for ${asked}, so it cannot be described there.`;
