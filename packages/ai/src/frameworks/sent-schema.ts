import type * as vo from "@adcodicem/value-objects";

/**
 * The schema a framework's tool holds: a Standard JSON Schema whose JSON Schema is the
 * lowered one (LangChain and Mastra send `~standard.jsonSchema.input()` to the model) and
 * whose check lets every value through, since the rules read the arguments inside the
 * tool, where a refusal can be answered in the framework's tool-result form (a framework's
 * own check answers first, with the arguments echoed). LangChain 1.4 does not call
 * `validate` (it runs its JSON Schema validator on the object, which reads none of its
 * keys) and writes a key into the object: so a fresh object, never frozen.
 */
export function sentSchema(jsonSchema: vo.JsonSchema): vo.StandardSchemaV1 & vo.StandardJSONSchemaV1 {
  const input = () => jsonSchema as Record<string, unknown>;
  return {
    "~standard": {
      version: 1,
      vendor: "adcodicem",
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input, output: input },
    },
  };
}
