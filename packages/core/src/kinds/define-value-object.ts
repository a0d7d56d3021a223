import { ValueObjectDefinitionError, ValueObjectError } from "../refusal/errors.js";
import { type PreparedRefusal, type Result, isRefusal, saidOf } from "../refusal/refusal.js";
import { type ReadOptions, localized } from "../refusal/locale.js";
import type { AnyRules } from "../rules/rules.js";
import type { ValueObject, ValueObjectKind } from "../nodes/value-object.js";
import { FAILED } from "../schema.js";
import { type SchemaBody, schemaNode } from "../build-node.js";
import type { Compiled } from "./compiled.js";
import { type IssueList } from "../issue-list.js";

/** Assembles the value object from its compiled check, and proves its examples. */
export function defineValueObject<Output, Name extends string, Input>(
  kind: ValueObjectKind,
  name: Name,
  rules: AnyRules,
  compiled: Compiled<unknown>,
  /** A closed set's values: a frozen copy, the caller's own. */
  values?: readonly (string | number)[],
): ValueObject<Output, Name, Input> {
  const node: SchemaBody<ValueObject<Output, Name, Input>> = {
    kind,
    name,
    // each kind passes its own copy (`ownRules`): frozen as it is, not copied again
    rules: Object.freeze(rules),
    tryCreate(input: unknown, options?: ReadOptions): Result<Output> {
      const read = compiled(input);
      return isRefusal(read) ? { ok: false, error: inLocale(read, options) } : { ok: true, value: read as Output };
    },
    create(input: unknown, options?: ReadOptions): Output {
      const read = compiled(input);
      if (isRefusal(read)) throw new ValueObjectError(inLocale(read, options), { valueObject: name });
      return read as Output;
    },
    is(x: unknown): x is Output {
      const read = compiled(x);
      return !isRefusal(read) && Object.is(read, x);
    },
    "~check": compiled,
    "~read"(input: unknown, issues: IssueList): unknown {
      const read = compiled(input);
      if (isRefusal(read)) {
        issues.add(read, []);
        return FAILED;
      }
      return read;
    },
  };
  // a closed set's values, a frozen copy (added, not spread into the literal: the literal stays one shape)
  if (values !== undefined) (node as { values?: readonly (string | number)[] }).values = values;
  // `~standard` made at its first read (most declared schemas are never read through it);
  // the examples are proved at the kind's one development site, after this (assertExamples)
  return schemaNode<ValueObject<Output, Name, Input>>(node);
}

// a refusal said in the read's locale, if it has one (made then: the prepared one is English)
const inLocale = (read: PreparedRefusal, options: ReadOptions | undefined): PreparedRefusal =>
  options?.locale === undefined ? read : { ...read, message: localized(options.locale, read.message, saidOf(read)) };

/**
 * Proves the examples (a development check): each must be a value the rules accept. Run by each
 * kind at its one development site, once the value object is made (src/development.ts), where
 * `rules.examples` is given (a call saved in most declarations, which run cold).
 */
export function assertExamples(name: string, rules: AnyRules, compiled: Compiled<unknown>): void {
  rules.examples?.forEach((example, index) => {
    const read = compiled(example);
    if (isRefusal(read)) {
      throw new ValueObjectDefinitionError(name, "examples", `example ${index + 1} breaks the rules (${read.code}: ${read.message})`);
    }
  });
}
