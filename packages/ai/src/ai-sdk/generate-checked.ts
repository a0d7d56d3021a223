import type * as vo from "@adcodicem/value-objects";
import { generateText, type GenerateTextResult, type Instructions, type ModelMessage, type NoObjectGeneratedError, type OutputInterface, type ToolSet } from "ai";
import { type AnswerRefusal, readAnswer } from "../answers/read-answer.js";
import { repairMessage } from "../answers/repair-message.js";
import { schemaInPrompt as schemaText } from "../answers/schema-in-prompt.js";
import { answerOutput, answerSettingsOf, RefusedAnswer, refusedAnswerError, type ValueObjectOutput } from "./output.js";

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
   * instructions instead of as a response format. The answer is read the same way.
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

type AnyResult = GenerateTextResult<ToolSet, Record<string, unknown>, OutputInterface<unknown, unknown, never>>;

// The AI SDK reads the answer only for some finishes; for the others (a cut-off with no
// text, tool calls at the last step), the reading is done here from the final step.
function readingOf<S extends vo.AnySchema>(result: AnyResult, output: ValueObjectOutput<S>): { ok: true; value: unknown } | { ok: false; refusal: AnswerRefusal; error: NoObjectGeneratedError } {
  let read: unknown;
  try {
    read = result.output;
  } catch {
    const shape = answerSettingsOf(output).shape;
    const reading = readAnswer(shape, { text: result.text, finishReason: result.finishReason });
    if (reading.ok) return reading;
    const context = { response: result.response, usage: result.usage, finishReason: result.finishReason };
    return { ok: false, refusal: reading.refusal, error: refusedAnswerError(reading.refusal, context) };
  }
  return read instanceof RefusedAnswer ? { ok: false, refusal: read.refusal, error: read.error } : { ok: true, value: read };
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
  const { output, maxRepairs = 2, schemaInPrompt = false, prompt, messages, instructions, system, ...rest } = options as GenerateCheckedOptions<S> & {
    prompt?: string | ModelMessage[];
    messages?: ModelMessage[];
    instructions?: Instructions;
    system?: Instructions;
  };
  if (!Number.isSafeInteger(maxRepairs) || maxRepairs < 0) throw new TypeError("maxRepairs must be a non-negative integer.");
  const settings = answerSettingsOf(output);
  const asked = answerOutput(settings, { refusals: "return", schemaInPrompt });
  const given = instructions ?? system;
  const callInstructions = schemaInPrompt ? withSchemaText(given, schemaText(settings.shape.jsonSchema)) : given;
  let conversation = asMessages(messages ?? prompt ?? []);
  let attempts = 0;
  for (let repairs = 0; ; repairs++) {
    const result = (await generateText({
      ...rest,
      ...(callInstructions !== undefined ? { instructions: callInstructions } : {}),
      messages: conversation,
      output: asked,
    } as Parameters<typeof generateText>[0])) as unknown as AnyResult;
    attempts += result.steps.length;
    const reading = readingOf(result, output);
    if (reading.ok) return { value: reading.value as vo.Infer<S>, attempts, response: result as never };
    if (repairs >= maxRepairs) throw reading.error;
    conversation = [...conversation, ...(result.responseMessages as ModelMessage[]), { role: "user", content: repairMessage(reading.refusal) }];
  }
}
