import type * as vo from "@adcodicem/value-objects";
import { generateText, type GenerateTextResult, type Instructions, type ModelMessage, type OutputInterface, type ToolSet } from "ai";
import { type AnswerReading, readAnswer } from "../answers/read-answer.js";
import { repairMessage } from "../answers/repair-message.js";
import { schemaInPrompt as schemaText } from "../answers/schema-in-prompt.js";
import { hasJsonMode } from "../dialects/json-mode.js";
import { dialectForProvider } from "../dialects/provider.js";
import { type AnswerSettings, answerOutput, answerSettingsOf, type ReadContext, refusedAnswerError, type ValueObjectOutput } from "./output.js";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type GenerateTextOptions<TOOLS extends ToolSet> = Parameters<typeof generateText<TOOLS>>[0];

/** The options of {@link generateChecked}: those of `generateText`, with an answer read with the rules. */
export type GenerateCheckedOptions<S extends vo.AnySchema, TOOLS extends ToolSet = {}> = DistributiveOmit<GenerateTextOptions<TOOLS>, "output"> & {
  /** The answer, made by `valueObjectOutput(schema)`. */
  output: ValueObjectOutput<S>;
  /** How many times a refused answer is sent back before the refusal is thrown. Defaults to 2. */
  maxRepairs?: number;
  /**
   * For a model without native structured output: the schema travels as text in the
   * instructions instead of as a response format, and the call asks for the provider's JSON
   * mode where it has one (a model whose `provider` is OpenAI's, Gemini's or Ollama's). The
   * answer is read the same way.
   */
  schemaInPrompt?: boolean;
};

/** A checked answer: the value, how many model calls it took, and the last `generateText` result. */
export interface CheckedAnswer<T, TOOLS extends ToolSet = {}> {
  readonly value: T;
  /** Model calls made, repairs and tool steps included. */
  readonly attempts: number;
  /** The `generateText` result that gave the value (its `output` is the value). */
  readonly response: GenerateTextResult<TOOLS, Record<string, unknown>, OutputInterface<T, unknown, never>>;
}

const asMessages = (prompt: string | ModelMessage[]): ModelMessage[] => (typeof prompt === "string" ? [{ role: "user", content: prompt }] : prompt);

function withSchemaText(instructions: Instructions | undefined, text: string): Instructions {
  if (instructions === undefined) return text;
  if (typeof instructions === "string") return `${instructions}\n\n${text}`;
  return [...(Array.isArray(instructions) ? instructions : [instructions]), { role: "system", content: text }];
}

/** One call's answer as read: the reading, and what the AI SDK reported for the call. */
interface Read<T> {
  readonly reading: AnswerReading<T>;
  readonly context: ReadContext;
}

/** The output spec of one call of the loop, and what it read, if the AI SDK asked it to read. */
function recordingOutput<S extends vo.AnySchema>(settings: AnswerSettings<S>, schemaInPrompt: boolean, jsonMode: boolean) {
  let read: Read<vo.Infer<S>> | undefined;
  const output = answerOutput(settings, { schemaInPrompt, jsonMode, onReading: (reading, context) => void (read = { reading, context }) });
  return { output, read: () => read };
}

/**
 * `generateText` with an answer read with the rules and a bounded repair loop: a
 * refused answer is sent back to the model (a user message naming each code, JSON
 * Pointer and sentence, after the model's own answer) and the model is asked again,
 * at most `maxRepairs` times. Returns the value, or throws the last refusal's
 * `NoObjectGeneratedError` (its `cause` a `vo.ValueObjectError`) when the repairs run out.
 *
 * @example
 * ```ts
 * const { value, attempts } = await generateChecked({
 *   model, prompt: "Order 3 items for FR7630006000011234567890189.",
 *   output: valueObjectOutput(Order), maxRepairs: 2,
 * });
 * ```
 */
export async function generateChecked<S extends vo.AnySchema, TOOLS extends ToolSet = {}>(
  options: GenerateCheckedOptions<S, TOOLS>,
): Promise<CheckedAnswer<vo.Infer<S>, TOOLS>> {
  const { output, maxRepairs = 2, schemaInPrompt = false, prompt, messages, instructions, system, ...rest } = options;
  if (!Number.isSafeInteger(maxRepairs) || maxRepairs < 0) throw new TypeError("maxRepairs must be a non-negative integer.");
  const settings = answerSettingsOf(output);
  const given = instructions ?? system;
  const callInstructions = schemaInPrompt ? withSchemaText(given, schemaText(settings.shape.jsonSchema, settings.shape.locale)) : given;
  // the schema in the prompt still asks for the provider's JSON mode where it has one
  const provider = typeof rest.model === "object" && rest.model !== null ? (rest.model as { provider?: unknown }).provider : undefined;
  const jsonMode = schemaInPrompt && typeof provider === "string" && hasJsonMode(dialectForProvider(provider, { strict: false }));
  let conversation = asMessages(messages ?? prompt ?? []);
  let attempts = 0;
  for (let repairs = 0; ; repairs++) {
    const asked = recordingOutput(settings, schemaInPrompt, jsonMode);
    const result = await generateText({
      ...rest,
      ...(callInstructions !== undefined ? { instructions: callInstructions } : {}),
      messages: conversation,
      output: asked.output,
    });
    attempts += result.steps.length;
    // generateText asks the output only when the last step finished with `stop`, or with text and no
    // tool calls (ai 7, generate-text.ts); any other answer (cut off with no text, tool calls at the
    // last step) is read here, from the final step
    const { reading, context } = asked.read() ?? {
      reading: readAnswer(settings.shape, { text: result.text, finishReason: result.finishReason }),
      context: { response: result.response, usage: result.usage, finishReason: result.finishReason },
    };
    if (reading.ok) return { value: reading.value, attempts, response: result };
    if (repairs >= maxRepairs) throw refusedAnswerError(reading.refusal, context);
    conversation = [...conversation, ...result.responseMessages, { role: "user", content: repairMessage(reading.refusal, settings.shape.locale) }];
  }
}
