import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode, someSubschema } from "@adcodicem/value-objects/internal";
import { restoreStrictText } from "./restore-text.js";
import { answerJsonSpan } from "../answers/json-text.js";
import type { RestorePlan } from "./lower-call.js";
import { sdkCanRead } from "./sdk-readable.js";
import type { ContentPart, GenerateResult, StreamPart } from "./sdk-types.js";

/**
 * Whether a value of this schema can come back reshaped: it has an optional member
 * (sent as a forced null) or a record (sent as pairs). An answer without either is
 * streamed as it comes; one with either is held until its text is complete.
 */
export function mayComeBackReshaped(schema: unknown, depth = 0): boolean {
  if (!isSchemaNode(schema) || depth > 64) return false;
  const properties = schema.properties;
  if (isSchemaNode(properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    if (Object.keys(properties).some((key) => !required.has(key))) return true;
  } else if (isSchemaNode(schema.additionalProperties)) return true;
  return someSubschema(schema, (child) => mayComeBackReshaped(child, depth + 1));
}

/**
 * An answer's text restored against a schema: only the JSON inside it (within a code
 * fence, if one wraps it), and in that JSON only what was reshaped; every other byte
 * stays as the model wrote it, for the reader to judge as it would without the middleware.
 */
function restoreAnswerText(text: string, schema: JsonSchema): string {
  const { start, end } = answerJsonSpan(text);
  const json = text.slice(start, end);
  const restored = restoreStrictText(json, schema);
  return restored === json ? text : text.slice(0, start) + restored + text.slice(end);
}

const KEYS_THE_SDK_REFUSES: ReadonlySet<string> = new Set(["__proto__", "constructor"]);

/**
 * A tool call's input restored, when its tool was reshaped; an empty input stays empty.
 * The input of a value-object tool that the AI SDK cannot read (not JSON, or JSON its
 * secure parser refuses) becomes `null`: the AI SDK would answer the model with its own
 * error, which quotes the text; `null` is answered by the rules with the refusal for
 * arguments that are not an object.
 */
function restoreToolInput<P extends { toolName: string; input: string; providerExecuted?: boolean }>(part: P, plan: RestorePlan): P {
  if (part.providerExecuted || part.input.trim() === "") return part;
  if (plan.valueObjectTools.has(part.toolName) && !sdkCanRead(part.input)) return { ...part, input: "null" };
  const schema = plan.tools.get(part.toolName);
  if (schema === undefined) return part;
  // a tool input is read by the AI SDK as plain JSON, so it is restored as plain JSON: no code fence
  const input = restoreStrictText(part.input, schema);
  if (input === part.input) return part;
  if (sdkCanRead(input)) return { ...part, input };
  // pairs keyed `__proto__` made a record again would be a key the AI SDK's secure parse refuses (the
  // call would lose every argument): those stay pairs, for the rules to refuse at the record
  const kept = restoreStrictText(part.input, schema, KEYS_THE_SDK_REFUSES);
  return kept === part.input || !sdkCanRead(kept) ? part : { ...part, input: kept };
}

/**
 * A generated result with the strict reshaping undone: tool-call inputs, and the
 * answer text (all text parts read as one answer, as the AI SDK reads them).
 *
 * @example
 * ```ts
 * return restoreGenerated(await doGenerate(), plan);
 * ```
 */
export function restoreGenerated(result: GenerateResult, plan: RestorePlan): GenerateResult {
  let content: ContentPart[] = result.content.map((part) => (part.type === "tool-call" ? restoreToolInput(part, plan) : part));
  let structuredOutputText = result.structuredOutputText;
  const answer = plan.answer;
  if (answer !== undefined) {
    const texts = content.filter((part) => part.type === "text");
    if (texts.length > 0) {
      const whole = texts.map((part) => part.text).join("");
      const restored = restoreAnswerText(whole, answer);
      // the whole answer goes into the first text part, so the joined text is the restored one
      if (restored !== whole) content = content.map((part) => (part.type !== "text" ? part : { ...part, text: part === texts[0] ? restored : "" }));
    }
    if (structuredOutputText !== undefined) structuredOutputText = restoreAnswerText(structuredOutputText, answer);
  }
  return { ...result, content, ...(structuredOutputText !== undefined ? { structuredOutputText } : {}) };
}

/**
 * A model stream with the strict reshaping undone: each tool call's input, and each
 * text block of an answer whose schema can come back reshaped (held until the block
 * ends, then sent as one delta; an answer that cannot come back reshaped streams as it comes).
 *
 * @example
 * ```ts
 * return { ...streamed, stream: streamed.stream.pipeThrough(restoreStream(plan)) };
 * ```
 */
export function restoreStream(plan: RestorePlan): TransformStream<StreamPart, StreamPart> {
  const answer = plan.answer !== undefined && mayComeBackReshaped(plan.answer) ? plan.answer : undefined;
  const held = new Map<string, { text: string; delta: Extract<StreamPart, { type: "text-delta" }> }>();
  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (part.type === "tool-call") return controller.enqueue(restoreToolInput(part, plan));
      if (answer === undefined) return controller.enqueue(part);
      if (part.type === "text-delta") {
        const block = held.get(part.id);
        if (block === undefined) held.set(part.id, { text: part.delta, delta: part });
        else block.text += part.delta;
        return;
      }
      if (part.type === "text-end") {
        const block = held.get(part.id);
        held.delete(part.id);
        if (block !== undefined) controller.enqueue({ ...block.delta, delta: restoreAnswerText(block.text, answer) });
      }
      controller.enqueue(part);
    },
    flush(controller) {
      // a stream that ends without closing its text block still hands over what it said
      for (const block of held.values()) controller.enqueue({ ...block.delta, delta: block.text });
    },
  });
}
