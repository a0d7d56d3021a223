import { NOT_PARSABLE } from "../refusal/codes.js";
import { cannotCheck } from "../refusal/messages.js";
import { dropPromise, droppingPromises } from "../drop-promise.js";
import { foreignRefusal } from "../refusal/foreign-issue.js";
import { foreignPath } from "../refusal/foreign-path.js";
import type { ForeignNode } from "../nodes/foreign.js";
import { FAILED, type ForeignSchema, type ReadIssue } from "../schema.js";
import { ownedUnlessPristine } from "./owned-copy.js";
import { schemaNode } from "../build-node.js";
import { type IssueList } from "../issue-list.js";

/**
 * Brings a foreign schema (a Zod 4 schema…) into a composite: it is checked through
 * `~standard.validate`, its issues keep their code (or get `value_object.not_parsable`)
 * and path, and take the library's own sentence for their kind (never the foreign
 * text); it is described through `~standard.jsonSchema`. A validator that throws,
 * answers with a promise or answers no result (`null`, a number, `{}`) refuses, and no
 * promise it makes goes unhandled.
 */
export function foreign<I, O>(schema: ForeignSchema<I, O>, descriptions?: readonly string[]): ForeignNode<I, O> {
  const validate = schema["~standard"].validate;
  return schemaNode<ForeignNode<I, O>>({
    kind: "foreign" as const,
    schema,
    ...(descriptions ? { descriptions } : {}),
    "~read"(input: unknown, issues: IssueList): unknown {
      const answer = answerOf(validate, input);
      const found = answer?.issues;
      if (!found) {
        // FAILED is one registered symbol (schema.ts): a foreign schema passing it through is no value
        if (answer && answer.value !== FAILED) return answer.value;
        issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
        return FAILED;
      }
      // counted here, not read from issues.length: past vo.validate's maxIssues, an issue added is counted, not kept
      const listed = Array.isArray(found) && found.length > 0;
      if (listed) for (const issue of found) issues.add(fromForeign(issue));
      else issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
      return FAILED;
    },
  });
}

/**
 * What a foreign validator answers, read once: its issues, or its value; undefined when it cannot
 * be read as an answer. A validator that throws (its message may hold the value), answers with a
 * promise (an async check, or Zod's async parse of a sync throw), with no result object at all
 * (`null`, a number, `{}`: nothing says the value is fine) or with fields that throw when read.
 */
function answerOf(validate: ForeignSchema["~standard"]["validate"], input: unknown): { readonly issues?: unknown; readonly value?: unknown } | undefined {
  try {
    const result = droppingPromises(() => validate(ownedUnlessPristine(input))) as { issues?: unknown; value?: unknown; then?: unknown } | null;
    if (typeof result?.then === "function") return void dropPromise(result);
    if (result === null || typeof result !== "object") return undefined;
    const found = result.issues;
    // a success names its value (`{ value: undefined }` for an absent one): `{}` says nothing is fine either
    return found ? { issues: found } : "value" in result ? { value: result.value } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One foreign issue as an issue of this library: its code (or not_parsable), the
 * library's sentence for its kind, its path as keys (`foreignPath`). Nothing of the input is read:
 * a constant per issue, whatever the path points at. An issue that cannot be read
 * (a getter that throws, a path that is not a list) becomes a plain refusal.
 */
function fromForeign(issue: unknown): ReadIssue {
  try {
    const { code, message } = foreignRefusal(issue);
    return { code, message, path: foreignPath(issue) };
  } catch {
    return { code: NOT_PARSABLE, message: cannotCheck, path: [] };
  }
}
