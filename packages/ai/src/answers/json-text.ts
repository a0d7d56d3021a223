import type { Refusal } from "@adcodicem/value-objects";
import { ANSWER_NOT_JSON, answerMessages } from "./codes.js";

// One Markdown code fence around the whole answer, with an optional language tag.
const FENCE = /^(`{3,}|~{3,})[\w+-]*[ \t]*\r?\n([\s\S]*?)\r?\n?\1[ \t]*$/;

/**
 * The JSON inside a Markdown code fence that wraps the whole answer
 * (```` ```json … ``` ````), or the text itself, trimmed. Prose around a fence is
 * not removed: that answer is not JSON.
 *
 * @example
 * ```ts
 * stripCodeFence('```json\n{"quantity": 2}\n```'); // '{"quantity": 2}'
 * ```
 */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const fenced = FENCE.exec(trimmed);
  return fenced === null ? trimmed : fenced[2].trim();
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
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch {
    return { ok: false, refusal: { code: ANSWER_NOT_JSON, message: answerMessages.notJson } };
  }
}
