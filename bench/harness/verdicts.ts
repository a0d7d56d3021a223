/** Reads each library's result as one verdict, so the proof can compare them. */
import type { VerdictKind } from "./types.js";

/** A verdict: valid with the value built, or refused with the refusals (ours in full; a count for the others). */
export type Verdict = { ok: true; value: unknown } | { ok: false; count: number; issues?: unknown };

type Any = Record<string, any>;

const READERS: Record<VerdictKind, (out: Any) => Verdict> = {
  // ours (`vo.validate`) and the hand-written checks: the same shape, refusals compared in full
  result: (out) => (out.ok ? { ok: true, value: out.value } : { ok: false, count: out.issues.length, issues: out.issues }),
  standard: (out) => ("value" in out ? { ok: true, value: out.value } : { ok: false, count: out.issues.length, issues: out.issues }),
  // ours with a locale: the refusals are in other words than the hand-written checks' (counted, not compared)
  standardLocale: (out) => ("value" in out ? { ok: true, value: out.value } : { ok: false, count: out.issues.length }),
  okValue: (out) => (out.ok ? { ok: true, value: out.value } : { ok: false, count: out.errors.length }),
  zod: (out) => (out.success ? { ok: true, value: out.data } : { ok: false, count: out.error.issues.length }),
  valibot: (out) => (out.success ? { ok: true, value: out.output } : { ok: false, count: out.issues.length }),
  // a tool's arguments read (the argument layer): the value, or the refusal object with its listed refusals
  argument: (out) => (out.ok ? { ok: true, value: out.value } : { ok: false, count: 1 + (out.refusal.more?.length ?? 0), issues: [out.refusal.code, out.refusal.argument] }),
};

/** The verdict of one result. */
export const verdictOf = (kind: VerdictKind, out: unknown): Verdict => READERS[kind](out as Any);
