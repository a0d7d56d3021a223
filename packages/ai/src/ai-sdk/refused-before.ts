import { type ArgumentRefusal, callKey, isArgumentRefusal } from "@adcodicem/value-objects/arguments";
import type { ModelMessage } from "ai";

/** At most this many earlier refused calls are compared, the latest first: the work stays bounded however long the conversation. */
export const COMPARED_REFUSALS = 64;

const sameRefusal = (a: ArgumentRefusal, b: ArgumentRefusal) => a.code === b.code && a.argument === b.argument && a.path === b.path;

/**
 * How many identical refused calls the conversation holds before this one: earlier calls
 * of the tool (of any tool whose call was refused the same way, where the tool has no
 * `name`) with arguments equal to these (`key`, made with {@link callKey}), whose result
 * was the refusal object (`error-json`). Read from the messages the AI SDK hands `execute`,
 * so a conversation that comes back from a chat UI counts as well as one run.
 *
 * @example
 * ```ts
 * const before = refusedBefore(options.messages, "place_order", key, refusal); // 1: one identical refused call before
 * ```
 * `keys` keeps each earlier call's key by its arguments object: the AI SDK hands the same call parts
 * to every later step, so a tool that keeps one map keys each earlier call once, not at every execute.
 */
export function refusedBefore(
  messages: readonly ModelMessage[] | undefined,
  tool: string | undefined,
  key: string | undefined,
  refusal: ArgumentRefusal,
  keys: WeakMap<object, string | undefined> = new WeakMap(),
): number {
  if (key === undefined || !Array.isArray(messages)) return 0;
  const refused = new Map<string, ArgumentRefusal>();
  for (const message of messages) {
    if (message?.role !== "tool" || !Array.isArray(message.content)) continue;
    for (const part of message.content) {
      if (part?.type !== "tool-result" || part.output?.type !== "error-json" || !isArgumentRefusal(part.output.value)) continue;
      refused.set(part.toolCallId, part.output.value);
    }
  }
  let count = 0;
  let compared = 0;
  for (let m = messages.length - 1; m >= 0 && compared < COMPARED_REFUSALS; m--) {
    const message = messages[m];
    if (message?.role !== "assistant" || !Array.isArray(message.content)) continue;
    for (const part of message.content) {
      if (part?.type !== "tool-call" || (tool !== undefined && part.toolName !== tool)) continue;
      const before = refused.get(part.toolCallId);
      if (before === undefined || !sameRefusal(before, refusal) || compared++ >= COMPARED_REFUSALS) continue;
      if (keyOf(keys, tool, part.input) === key) count++;
    }
  }
  return count;
}

/** The key of an earlier call's arguments, made once per arguments object (one map per tool: the key holds its name). */
function keyOf(keys: WeakMap<object, string | undefined>, tool: string | undefined, input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return callKey(tool ?? "", input);
  if (keys.has(input)) return keys.get(input);
  const key = callKey(tool ?? "", input);
  keys.set(input, key);
  return key;
}
