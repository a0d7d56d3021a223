import type { ForeignSchema } from "../schema.js";
import { hoistDefinitions } from "./definitions.js";
import { joinDescriptions } from "./descriptions.js";
import type { JsonSchema, WriteContext } from "./types.js";
import { CANNOT_DESCRIBE, FACE_GIVES_NOTHING, ValueObjectDefinitionError, faceGivesNothingFor } from "../refusal/errors.js";
import { askFace } from "./ask-face.js";

/**
 * A foreign schema as JSON Schema: what its own `~standard.jsonSchema` writes, its
 * definitions moved to the document root, the outer descriptions before its own.
 */
export function writeForeign(schema: ForeignSchema, context: WriteContext, outer: readonly string[]): JsonSchema {
  const converter = schema["~standard"].jsonSchema;
  // one that cannot describe itself is refused where it is declared as a member; here it can only
  // be the schema handed to toJsonSchema itself, and `{}` would say nothing of it
  if (typeof converter?.[context.io] !== "function") throw new ValueObjectDefinitionError("toJsonSchema", "schema", CANNOT_DESCRIBE);
  // for openapi-3.0 it is asked for draft-2020-12, since the whole tree is rewritten once at the end
  const target = context.target === "openapi-3.0" ? "draft-2020-12" : context.target;
  // a face that throws (its message is the vendor's) or gives no object: refused in our words
  const answer = askFace(converter, context.io, target);
  if (typeof answer !== "object") throw new ValueObjectDefinitionError("toJsonSchema", "schema", target === "draft-2020-12" && context.io === "input" ? FACE_GIVES_NOTHING : faceGivesNothingFor(`${target}, ${context.io}`));
  const { $schema: _dialect, ...raw } = answer;
  const { description: own, ...written } = hoistDefinitions(raw, context);
  const description = joinDescriptions([...outer, own as string | undefined]);
  return description === undefined ? written : { description, ...written };
}
