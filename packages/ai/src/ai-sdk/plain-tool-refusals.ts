import type * as vo from "@adcodicem/value-objects";
import { type ArgumentRefusal, callKey, checkArguments, markRepeated } from "@adcodicem/value-objects/arguments";
import { writtenBy } from "@adcodicem/value-objects/internal";
import type { CallOptions } from "./sdk-types.js";
import { refusalOutput } from "./refusal-output.js";

type Prompt = CallOptions["prompt"];

/**
 * The value-object schemas of a call's plain tools (`tool({ inputSchema: Order })`), by tool
 * name: the JSON Schema the AI SDK took from `~standard.jsonSchema` still names the schema
 * that wrote it (`writtenBy`, from the core's `/internal`). Tools of other libraries, and `valueObjectTool`s (which
 * answer with the refusal object themselves), are not listed.
 */
export function valueObjectSchemasOf(tools: CallOptions["tools"]): ReadonlyMap<string, vo.AnySchema> {
  const schemas = new Map<string, vo.AnySchema>();
  for (const tool of tools ?? []) {
    if (tool.type !== "function") continue;
    const schema = writtenBy(tool.inputSchema);
    if (schema !== undefined) schemas.set(tool.name, schema as vo.AnySchema);
  }
  return schemas;
}

/**
 * The prompt with every refused call of a plain value-object tool answered by the refusal
 * object (`error-json`) instead of the AI SDK's own error text, which quotes the whole
 * input. The arguments are read again with the rules from the tool call in the prompt; an
 * error of a call whose arguments pass (its `execute` threw) is left as the AI SDK wrote it.
 * A call refused before in the prompt with the same tool and arguments is marked `repeated`
 * (the prompt is the conversation, so each model call writes the same marks again).
 *
 * @example
 * ```ts
 * const prompt = withRefusalObjects(params.prompt, valueObjectSchemasOf(params.tools));
 * ```
 */
export function withRefusalObjects(prompt: Prompt, schemas: ReadonlyMap<string, vo.AnySchema>, locale?: vo.Locale): Prompt {
  if (schemas.size === 0) return prompt;
  const inputs = new Map<string, unknown>();
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) if (part.type === "tool-call" && schemas.has(part.toolName)) inputs.set(part.toolCallId, part.input);
  }
  if (inputs.size === 0) return prompt;
  let changed = false;
  // the same refused call again, counted in the prompt as it goes: per tool name, equal arguments refused the same way
  const refusedBefore = new Map<string, number>();
  const repeatedOf = (tool: string, input: unknown, refusal: ArgumentRefusal): number => {
    const key = callKey(tool, input);
    if (key === undefined) return 1;
    const same = `${key}|${refusal.code}|${refusal.argument ?? ""}|${refusal.path ?? ""}`;
    const n = (refusedBefore.get(same) ?? 0) + 1;
    refusedBefore.set(same, n);
    return n;
  };
  const out = prompt.map((message) => {
    if (message.role !== "tool") return message;
    const content = message.content.map((part) => {
      if (part.type !== "tool-result" || part.output.type !== "error-text" || !inputs.has(part.toolCallId)) return part;
      const input = inputs.get(part.toolCallId);
      const checked = checkArguments(schemas.get(part.toolName) as vo.ObjectSchema<any>, input, { locale });
      if (checked.ok) return part;
      changed = true;
      return { ...part, output: refusalOutput(markRepeated(checked.refusal, repeatedOf(part.toolName, input, checked.refusal))) };
    });
    return { ...message, content } as typeof message;
  });
  return changed ? out : prompt;
}
