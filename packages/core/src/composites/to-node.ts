import type { SchemaNode } from "../nodes/schema-node.js";
import { isOwnSchema } from "../nodes/schema-node.js";
import type { AnySchema } from "../schema.js";
import { foreign } from "./foreign.js";

/** Any member as a node of this library: its own schema as it is, a foreign one wrapped by {@link foreign}. */
export const toNode = (schema: AnySchema): SchemaNode => (isOwnSchema(schema) ? schema : foreign(schema));
