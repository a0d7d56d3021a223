/**
 * @adcodicem/value-objects-ai/internal — what the MCP package shares with this one: reading
 * arguments with the rules, the refusal and its lines, and the bounds every refusal keeps.
 * Without the provider dialects and answers the main entry loads, so an MCP server does not
 * parse them at start (bench/cold-import.ts). Pure functions only: a copy of them in this
 * file and another in the main entry behave as one. Not part of the public contract: it may
 * change in any release, in step with the MCP package (which depends on this exact version).
 *
 * @example
 * ```ts
 * import * as vo from "@adcodicem/value-objects";
 * import { checkArguments, refusalLines } from "@adcodicem/value-objects-ai/internal";
 *
 * const checked = checkArguments(vo.object({ q: vo.integer("Quantity", { minimum: 1 }) }), { q: 0 });
 * if (!checked.ok) console.log(refusalLines(checked.refusal).join("\n"));
 * ```
 * @packageDocumentation
 */
export { parametersSchema } from "../arguments/parameters.js";
export { checkArguments } from "../arguments/check-arguments.js";
export { notAnObjectRefusal, refusalLines } from "../arguments/refusal-object.js";
export { cutText, listWithinBounds, utf8Bytes } from "../refusal-bounds.js";
