import * as vo from "@adcodicem/value-objects";
import { restoreStrictValue } from "../dialects/restore.js";
import { type AnswerShape, unwrapAnswer } from "./answer-shape.js";
import { said } from "./said.js";
import { finishReasonRefusal } from "./finish-reason.js";
import { parseAnswerJson } from "./json-text.js";
import type { AnswerIssue } from "./answer-issue.js";
import { repairLine } from "./repair-line.js";
import { cutText, LISTED, listWithinBounds, utf8Bytes } from "@adcodicem/value-objects/arguments";

export type { AnswerIssue };

/**
 * Why an answer was not read: the first refusal fills the fields, the others follow
 * in `more`. `under` names the key the value sat under in the answer (`data`), so a
 * message to the model can point into what it wrote.
 */
export interface AnswerRefusal extends AnswerIssue {
  readonly more?: readonly AnswerIssue[];
  /** How many refusals were left out of `more`, to keep the repair prompt within its bounds (absent when none). */
  readonly omitted?: number;
  readonly under?: string;
}

/** The value read from an answer, or why it was refused. */
export type AnswerReading<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: AnswerRefusal };

/** What a model answered: its text and why it stopped. */
export interface Answer {
  readonly text: string;
  /** The finish reason as the framework reports it (`stop`, `length`, `content-filter`…). */
  readonly finishReason?: string;
}

/** How an answer is read besides its shape. */
export interface ReadAnswerOptions {
  /** The answer's schema was lowered by a strict dialect: forced nulls and record pairs are undone before the rules read it. */
  readonly reshaped?: boolean;
}

const atRoot = (refusal: Pick<vo.Refusal, "code" | "message">): AnswerRefusal => ({ code: refusal.code, message: refusal.message, path: [], pointer: "" });

/**
 * Reads a model's answer with the rules, in this order: the finish reason (a cut-off
 * or filtered answer is never read, even when its text is valid JSON), the JSON (a
 * code fence around it is tolerated), the strict reshaping undone (when `reshaped`),
 * then each value object.
 *
 * @example
 * ```ts
 * const shape = answerShape(Order);
 * const reading = readAnswer(shape, { text: '{"quantity": 500}', finishReason: "stop" });
 * // { ok: false, refusal: { code: "value_object.out_of_range", path: ["quantity"], pointer: "/quantity", message: "…" } }
 * ```
 */
export function readAnswer<S extends vo.AnySchema>(shape: AnswerShape<S>, answer: Answer, options: ReadAnswerOptions = {}): AnswerReading<vo.Infer<S>> {
  const stopped = finishReasonRefusal(answer.finishReason);
  const { locale } = shape;
  if (stopped !== undefined) return { ok: false, refusal: atRoot({ code: stopped.code, message: said(stopped.message, locale) }) };
  const json = parseAnswerJson(answer.text);
  if (!json.ok) return { ok: false, refusal: atRoot({ code: json.refusal.code, message: said(json.refusal.message, locale) }) };
  const sent = options.reshaped === true ? restoreStrictValue(json.value, shape.jsonSchema) : json.value;
  const { value, unwrapped } = unwrapAnswer(shape, sent);
  // only the refusals a repair prompt can list are kept; the rest are counted
  const result = vo.validate(shape.schema, value, { maxIssues: LISTED, locale });
  if (result.ok) return { ok: true, value: result.value as vo.Infer<S> };
  const under = unwrapped ? "data" : undefined;
  const issues = result.issues.map((issue): AnswerIssue => ({ code: issue.code, message: cutText(issue.message), path: issue.path, pointer: issue.pointer }));
  const { listed, omitted } = listWithinBounds(issues, result.omitted ?? 0, [(issue) => utf8Bytes(repairLine(issue, under))]);
  const [first, ...rest] = listed;
  const refusal: AnswerRefusal = { ...first, ...(rest.length > 0 ? { more: rest } : {}), ...(omitted > 0 ? { omitted } : {}), ...(under !== undefined ? { under } : {}) };
  return { ok: false, refusal };
}

/**
 * The refusal as the error a caller catches: a `vo.ValueObjectError` with the code,
 * the message, and the `path` and exact `pointer` of the first refused value.
 *
 * @example
 * ```ts
 * const reading = readAnswer(shape, answer);
 * if (!reading.ok) throw answerError(reading.refusal); // e.code, e.path (keys and indexes), e.pointer
 * ```
 */
export function answerError(refusal: AnswerRefusal): vo.ValueObjectError {
  return new vo.ValueObjectError({ code: refusal.code, message: refusal.message }, { path: refusal.path });
}
