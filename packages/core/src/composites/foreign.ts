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
      // how many issues were read from the validator's list: none, when reading it threw
      let listed = 0;
      try {
        const owned = ownedUnlessPristine(input);
        const result = droppingPromises(() => validate(owned)) as { issues?: unknown; value?: unknown; then?: unknown } | null;
        // an async check, or (Zod) a sync throw its validate answers with its async parse: one sentence for both
        if (typeof result?.then === "function") dropPromise(result);
        // no result object (null, 5), or one that names no value (`{}`): nothing says the value is fine
        else if (result !== null && typeof result === "object") {
          const found = result.issues as unknown[];
          if (!found && "value" in result) {
            const value = result.value;
            // FAILED is one registered symbol (schema.ts): a foreign schema passing it through is no value
            if (value !== FAILED) return value;
          }
          // read by index, never through its iterator (its own, or a Proxy's, may throw or yield other
          // issues), and only a length an array can have; counted here, not read from issues.length:
          // past vo.validate's maxIssues, an issue added is counted, not kept
          const count = Array.isArray(found) ? found.length : 0;
          for (; listed < count; listed++) issues.add(fromForeign(found[listed]));
        }
      } catch {
        // a validator that throws (its message may hold the value), an answer whose fields throw, or a list
        // that cannot be read: refused plainly (after the issues read, if any)
        listed = 0;
      }
      if (!listed) issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
      return FAILED;
    },
  });
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
