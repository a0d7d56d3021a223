import type { Refusal } from "@adcodicem/value-objects";
import { ANSWER_NOT_JSON, answerMessages } from "./codes.js";

// The opening line of a Markdown code fence: backticks or tildes, an optional language tag
const OPENING = /^(`{3,}|~{3,})[\w+-]*[ \t]*\r?$/;

/**
 * Where the JSON of an answer sits in its text: inside a Markdown code fence that wraps
 * the whole answer (```` ```json … ``` ````), or the text itself, trimmed. Prose around
 * a fence is not removed: that answer is not JSON. Linear in the text: the fence is
 * looked for on the first line and at the very end, never with a backreference that a
 * run of backticks would make quadratic.
 *
 * @example
 * ```ts
 * answerJsonSpan('```json\n{"quantity": 2}\n```'); // { start: 8, end: 23 }
 * ```
 */
export function answerJsonSpan(text: string): { readonly start: number; readonly end: number } {
  const [start, end] = trimmed(text, 0, text.length);
  const lineEnd = text.indexOf("\n", start);
  if (lineEnd < 0 || lineEnd >= end) return { start, end };
  const opening = OPENING.exec(text.slice(start, lineEnd));
  if (opening === null) return { start, end };
  // the same fence, as long and of the same character, ends the answer
  const fence = opening[1];
  const closing = end - fence.length;
  if (closing <= lineEnd || text.slice(closing, end) !== fence) return { start, end };
  const [innerStart, innerEnd] = trimmed(text, lineEnd + 1, closing);
  return { start: innerStart, end: innerEnd };
}

// the bounds of text.slice(start, end).trim(), as String.prototype.trim counts white space
function trimmed(text: string, start: number, end: number): [number, number] {
  const inner = text.slice(start, end);
  const head = inner.length - inner.trimStart().length;
  const tail = inner.length - inner.trimEnd().length;
  return head === inner.length ? [start, start] : [start + head, end - tail];
}

/**
 * The JSON inside a Markdown code fence that wraps the whole answer, or the text
 * itself, trimmed (see {@link answerJsonSpan}).
 *
 * @example
 * ```ts
 * stripCodeFence('```json\n{"quantity": 2}\n```'); // '{"quantity": 2}'
 * ```
 */
export function stripCodeFence(text: string): string {
  const { start, end } = answerJsonSpan(text);
  return text.slice(start, end);
}

/**
 * Whether the brackets and braces outside strings close in order. V8's `JSON.parse` spends
 * about a microsecond per level before it notices that 10 MB of `[` never close (seconds of
 * CPU for one hostile answer): this pass is a plain linear scan that refuses such a text first.
 */
export function bracketsBalance(json: string): boolean {
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) open.push(c);
    else if (c === 0x5d || c === 0x7d) {
      if (open.pop() !== (c === 0x5d ? 0x5b : 0x7b)) return false;
    }
  }
  return !inString && open.length === 0;
}

/** Parsed JSON, or the `answer.not_json` refusal (which never quotes the text). */
export type JsonReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly refusal: Pick<Refusal, "code" | "message"> };

/**
 * Parses an answer's text as JSON, tolerating a code fence around it.
 *
 * @example
 * ```ts
 * parseAnswerJson("Sure! Here it is."); // { ok: false, refusal: { code: "answer.not_json", … } }
 * ```
 */
export function parseAnswerJson(text: string): JsonReading {
  const json = stripCodeFence(text);
  if (json === "") return { ok: false, refusal: { code: ANSWER_NOT_JSON, message: answerMessages.empty } };
  if (!bracketsBalance(json)) return { ok: false, refusal: { code: ANSWER_NOT_JSON, message: answerMessages.notJson } };
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch {
    return { ok: false, refusal: { code: ANSWER_NOT_JSON, message: answerMessages.notJson } };
  }
}
