/**
 * Schemas declared twice from one seeded definition: once as any program declares them
 * (their readers compiled at the first read), once with code generation off (the loop a
 * runtime without `new Function` runs), and every answer of both, side by side.
 */
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../../src/compile/code-generation.js";
import { build, compositeSpec, type SlotSpec } from "../../hostile/support/composite-specs.js";
import { slotInput } from "../../hostile/support/composite-inputs.js";

/** What an object at the root is declared with, beyond its members. */
export interface RootOptions {
  readonly name?: string;
  readonly unknown?: "refuse";
  /** A rule across members: refuses when the object holds an even number of members. */
  readonly check?: boolean;
}

export const rootOptions: fc.Arbitrary<RootOptions> = fc.record(
  { name: fc.constantFrom("Thing", "]);throw 1;//", "`${x}`"), unknown: fc.constant("refuse" as const), check: fc.boolean() },
  { requiredKeys: [] },
);

const evenRule = (value: unknown) =>
  Object.keys(value as object).length % 2 === 0 ? { code: "thing.even", message: "An even count of members.", path: [] } : undefined;

/** The schema of a definition, its root object (if any) declared with `options`. */
export function declare(spec: SlotSpec, options: RootOptions): vo.AnySchema {
  const schema = build(spec) as vo.Schema & { kind: string; shape?: Record<string, vo.AnySchema> };
  if (schema.kind !== "object" || schema.shape === undefined) return schema;
  return vo.object(schema.shape, {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.unknown !== undefined ? { unknown: options.unknown } : {}),
    ...(options.check ? { check: evenRule } : {}),
  });
}

/** Every answer a schema gives one input, in a form `deepEqual` compares (and as JSON text: the members' order too). */
export function answers(schema: vo.AnySchema, input: unknown): unknown {
  const own = schema as vo.Schema;
  const standard = own["~standard"].validate(input);
  const validated = vo.validate(schema, input);
  return {
    validate: validated,
    text: asText(validated),
    bounded: vo.validate(schema, input, { maxIssues: 2 }),
    standard: "value" in standard ? { value: standard.value } : { issues: standard.issues },
    tryCreate: own.tryCreate(input),
    is: own.is(input),
  };
}

/** A definition, its root options, and inputs shaped like it. */
export const definitionAndInputs = (inputs: number) =>
  fc.tuple(compositeSpec, rootOptions).chain(([spec, options]) =>
    fc.tuple(fc.constant(spec), fc.constant(options), fc.array(slotInput(spec), { minLength: inputs, maxLength: inputs })),
  );

/** The same definition declared on both paths: `[compiled, loop]`. */
export const onBothPaths = (spec: SlotSpec, options: RootOptions): [vo.AnySchema, vo.AnySchema] => [
  declare(spec, options),
  withoutCodeGeneration(() => declare(spec, options)),
];

// deepEqual does not compare the order of members; JSON text does (a foreign member's value may not be JSON)
function asText(answer: unknown): string {
  try {
    return JSON.stringify(answer);
  } catch {
    return "(not JSON)";
  }
}
