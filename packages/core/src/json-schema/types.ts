import type { AnySchema } from "../schema.js";
import type { Locale } from "../refusal/locale.js";

// The shared JSON Schema types: what the writer of every kind, the definitions and the
// OpenAPI rewrite read. Types only; nothing here imports upward.

/** A JSON Schema, as a plain object. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * `standard`: JSON Schema as a validator reads it, formats kept.
 * `languageModel`: what a model should send: a value object is its JSON type alone
 * with its rules as keywords or sentences, objects closed, every required member listed.
 */
export type Profile = "standard" | "languageModel";

/** The JSON Schema dialects written. */
export type Target = "draft-2020-12" | "draft-07" | "openapi-3.0";

/** Options of `vo.toJsonSchema`. */
export interface JsonSchemaOptions {
  /** Defaults to `standard`. */
  readonly profile?: Profile;
  /** Defaults to `draft-2020-12`. */
  readonly target?: Target;
  /** `output` lists members with a default as required; defaults to `input`. */
  readonly io?: "input" | "output";
  /** The language of the sentences written into descriptions (`Format: iban.`, date bounds); English without one. */
  readonly locale?: Locale;
}

/**
 * The definitions a whole document holds at its root (`$defs`, or `definitions` for
 * draft-07), gathered from the foreign members written into it.
 */
export type Definitions = Map<string, JsonSchema>;

/** What a node is written with: the options, fixed, and the definitions gathered for the root. */
export interface WriteContext {
  readonly profile: Profile;
  readonly target: Target;
  readonly io: "input" | "output";
  readonly definitions: Definitions;
  readonly locale?: Locale;
}

/**
 * Writes one node. `outer` holds the descriptions of the wrappers around it (describe,
 * optional, nullable), outermost first: the node that writes a schema puts them before
 * its own. Handed down to the writers of composites, which write their members with it.
 */
export type Write = (schema: AnySchema, context: WriteContext, outer: readonly string[]) => JsonSchema;

/** Writes a composite node of one kind, its members with `write`: what a node keeps under `WRITE`. */
export type WriteKind = (node: any, context: WriteContext, outer: readonly string[], write: Write) => JsonSchema;
