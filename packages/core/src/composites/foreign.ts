import { NOT_PARSABLE } from "../refusal/codes.js";
import { cannotCheck } from "../refusal/messages.js";
import { dropPromise, droppingPromises } from "../drop-promise.js";
import { foreignRefusal } from "../refusal/foreign-issue.js";
import type { ForeignNode } from "../nodes/foreign.js";
import { FAILED, type ForeignSchema, type ReadIssue } from "../schema.js";
import { ownedUnlessPristine } from "./owned-copy.js";
import { schemaNode } from "../build-node.js";
import { type IssueList } from "../issue-list.js";

const pathKey = (segment: PropertyKey | { readonly key: PropertyKey }) => {
  const key = typeof segment === "object" && segment !== null ? segment.key : segment;
  return typeof key === "number" ? key : String(key);
};

/**
 * Brings a foreign schema (a Zod 4 schema…) into a composite: it is checked through
 * `~standard.validate`, its issues keep their code (or get `value_object.not_parsable`)
 * and path, and take the library's own sentence for their kind (never the foreign
 * text); it is described through `~standard.jsonSchema`. A validator that throws or
 * answers with a promise refuses, and no promise it makes goes unhandled.
 */
export function foreign<I, O>(schema: ForeignSchema<I, O>, descriptions?: readonly string[]): ForeignNode<I, O> {
  const validate = schema["~standard"].validate;
  return schemaNode<ForeignNode<I, O>>({
    kind: "foreign" as const,
    schema,
    ...(descriptions ? { descriptions } : {}),
    "~read"(input: unknown, issues: IssueList): unknown {
      let result: unknown;
      try {
        const owned = ownedUnlessPristine(input);
        result = droppingPromises(() => validate(owned));
      } catch {
        // a validator that throws (its message may hold the value): refused plainly
        issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
        return FAILED;
      }
      if (typeof (result as PromiseLike<unknown>)?.then === "function") {
        // an async check, or (Zod) a sync throw its validate answers with its async parse: one sentence for both
        dropPromise(result);
        issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
        return FAILED;
      }
      const found = (result as { issues?: unknown })?.issues;
      if (!found) {
        const value = (result as { value: unknown }).value;
        // FAILED is one registered symbol (schema.ts): a foreign schema passing it through is no value
        if (value !== FAILED) return value;
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
 * One foreign issue as an issue of this library: its code (or not_parsable), the
 * library's sentence for its kind, its path as keys. Nothing of the input is read:
 * a constant per issue, whatever the path points at. An issue that cannot be read
 * (a getter that throws, a path that is not a list) becomes a plain refusal.
 */
function fromForeign(issue: unknown): ReadIssue {
  try {
    const path = (issue as { path?: unknown }).path;
    const keys = Array.isArray(path) ? (path as PropertyKey[]).map(pathKey) : [];
    const { code, message } = foreignRefusal(issue);
    return { code, message, path: keys };
  } catch {
    return { code: NOT_PARSABLE, message: cannotCheck, path: [] };
  }
}
