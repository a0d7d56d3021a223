import type { Refusal } from "@adcodicem/value-objects";
import { ANSWER_NOT_JSON, answerMessages } from "./codes.js";

// The opening line of a Markdown code fence: backticks or tildes, an optional language tag
const OPENING = /^(`{3,}|~{3,})[\w+-]*[ \t]*\r?$/;

/**
 * The JSON inside a Markdown code fence that wraps the whole answer
 * (```` ```json … ``` ````), or the text itself, trimmed. Prose around a fence is
 * not removed: that answer is not JSON. Linear in the text: the fence is looked for
 * on the first line and at the very end, never with a backreference that a run of
 * backticks would make quadratic.
 *
 * @example
 * ```ts
 * stripCodeFence('```json\n{"quantity": 2}\n```'); // '{"quantity": 2}'
 * ```
 */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const lineEnd = trimmed.indexOf("\n");
  if (lineEnd < 0) return trimmed;
  const opening = OPENING.exec(trimmed.slice(0, lineEnd));
  if (opening === null) return trimmed;
  // the same fence, as long and of the same character, ends the answer
  const fence = opening[1];
  const closing = trimmed.length - fence.length;
  if (closing <= lineEnd || !trimmed.endsWith(fence)) return trimmed;
  return trimmed.slice(lineEnd + 1, closing).trim();
}

/**
 * Whether the brackets and braces outside strings close in order. V8's `JSON.parse` spends
 * about a microsecond per level before it notices that 10 MB of `[` never close (seconds of
 * CPU for one hostile answer): this pass is a plain linear scan that refuses such a text first.
 */
function bracketsBalance(json: string): boolean {
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
export type JsonReading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly refusal: Refusal };

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
