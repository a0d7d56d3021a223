// A parameters object whose own `check` refuses at the root: the arguments are an object,
// every member keeps its rules, and the rule over the whole object says why it refuses.
import * as vo from "@adcodicem/value-objects";

export const PeriodParameters = vo.object(
  { from: vo.integer("Day", { minimum: 1 }), to: vo.integer("Day", { minimum: 1 }) },
  { check: (p) => (p.from > p.to ? { code: "period.reversed", message: "The period ends before it starts." } : undefined) },
);

/** Arguments every member accepts and the root rule refuses. */
export const reversed = { from: 9, to: 2 };

/** What the model must read for them: the rule's code and message, no `argument` (the refusal is at the root). */
export const REVERSED = { error: "invalid_argument", code: "period.reversed", message: "The period ends before it starts." } as const;
export const REVERSED_TEXT = JSON.stringify(REVERSED);
