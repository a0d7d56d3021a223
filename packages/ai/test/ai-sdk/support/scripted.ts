// A scripted language model for the AI SDK: the real MockLanguageModelV4 from `ai/test`,
// answering each call (generate or stream) with the next turn of a script.
import { MockLanguageModelV4 } from "ai/test";

type Model = InstanceType<typeof MockLanguageModelV4>;
type CallOptions = Model["doGenerateCalls"][number];
export type Prompt = CallOptions["prompt"];
export type GenerateResult = Awaited<ReturnType<Model["doGenerate"]>>;
type StreamPart = Awaited<ReturnType<Model["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;
export type FinishReason = GenerateResult["finishReason"]["unified"];

export const usage: GenerateResult["usage"] = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** One model turn: tool calls (input as JSON text, or a value to stringify) or an answer text. */
export interface Turn {
  readonly calls?: readonly { readonly name: string; readonly input: unknown; readonly id?: string }[];
  readonly text?: string;
  readonly finish?: FinishReason;
}

export const call = (name: string, input: unknown, id?: string): Turn => ({ calls: [{ name, input, ...(id ? { id } : {}) }] });
export const answer = (text: string, finish: FinishReason = "stop"): Turn => ({ text, finish });

const inputText = (input: unknown): string => (typeof input === "string" ? input : JSON.stringify(input));

export function generated(turn: Turn, index: number): GenerateResult {
  const content: GenerateResult["content"] = [];
  if (turn.text !== undefined) content.push({ type: "text", text: turn.text });
  (turn.calls ?? []).forEach((c, i) =>
    content.push({ type: "tool-call", toolCallId: c.id ?? `call-${index}-${i}`, toolName: c.name, input: inputText(c.input) }),
  );
  const unified = turn.finish ?? (turn.calls?.length ? "tool-calls" : "stop");
  return { content, finishReason: { unified, raw: unified }, usage, warnings: [] };
}

export function streamed(turn: Turn, index: number): StreamPart[] {
  const parts: StreamPart[] = [{ type: "stream-start", warnings: [] }];
  if (turn.text !== undefined) {
    parts.push({ type: "text-start", id: "t" });
    // in two pieces, as a stream delivers it
    const middle = Math.floor(turn.text.length / 2);
    for (const delta of [turn.text.slice(0, middle), turn.text.slice(middle)]) if (delta !== "") parts.push({ type: "text-delta", id: "t", delta });
    parts.push({ type: "text-end", id: "t" });
  }
  (turn.calls ?? []).forEach((c, i) => {
    const id = c.id ?? `call-${index}-${i}`;
    parts.push({ type: "tool-input-start", id, toolName: c.name });
    parts.push({ type: "tool-input-delta", id, delta: inputText(c.input) });
    parts.push({ type: "tool-input-end", id });
    parts.push({ type: "tool-call", toolCallId: id, toolName: c.name, input: inputText(c.input) });
  });
  const unified = turn.finish ?? (turn.calls?.length ? "tool-calls" : "stop");
  parts.push({ type: "finish", finishReason: { unified, raw: unified }, usage });
  return parts;
}

const toStream = <T>(parts: T[]): ReadableStream<T> =>
  new ReadableStream<T>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });

/** A model that plays the script, one turn per call, and records every prompt it received. */
export function scriptedModel(turns: readonly Turn[], options: { provider?: string } = {}) {
  let index = 0;
  const prompts: Prompt[] = [];
  const calls: CallOptions[] = [];
  const next = (options: CallOptions): Turn => {
    prompts.push(options.prompt);
    calls.push(options);
    const turn = turns[index++];
    if (turn === undefined) throw new Error(`The script has no turn ${index}.`);
    return turn;
  };
  const model = new MockLanguageModelV4({
    provider: options.provider ?? "mock-provider",
    doGenerate: async (o) => generated(next(o), index),
    doStream: async (o) => ({ stream: toStream(streamed(next(o), index)) }),
  });
  return { model, prompts, calls };
}

/** The tool results a prompt carries, as the model receives them. */
export function toolResults(prompt: Prompt) {
  return prompt.flatMap((message) =>
    message.role === "tool" ? message.content.flatMap((part) => (part.type === "tool-result" ? [part] : [])) : [],
  );
}
