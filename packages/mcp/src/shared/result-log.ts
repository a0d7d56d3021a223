import type { Issue } from "@adcodicem/value-objects";
import { cutText, listWithinBounds, utf8Bytes } from "@adcodicem/value-objects/arguments";
import { toJsonPointer } from "@adcodicem/value-objects/internal";

/** One reason a result was refused, as logged: where, which rule, the rule's sentence. */
export interface LoggedIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** Sends an MCP log notification (`notifications/message`): the SDK's `sendLoggingMessage`, bound to a server and session. */
export type SendLog = (params: { level: "error"; logger: string; data: unknown }) => Promise<void>;

// an issue on the stderr line is `<pointer> <code>: <sentence>`, issues joined with "; ":
// in a pointer (its keys already escaped: controls, quote and backslash), every character
// outside printable ASCII, the space, `:` and `;` are written \uXXXX (each UTF-16 unit, so a
// surrogate pair as two), so the line is ASCII whatever the keys: no blank-looking letter,
// look-alike `;` or bidi mark renders a key as a code, sentence or issue of its own. The rest
// of the line (tool name, codes, sentences: a value object's name, a check's own words, a line
// break among them) has every character outside printable ASCII written so: the whole line is ASCII
const LINE_UNSAFE = /[^\x21-\x39\x3c-\x7e]/g;
const NOT_PRINTABLE = /[^\x20-\x7e]/g;
const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
const linePointer = (pointer: string): string => pointer.replace(LINE_UNSAFE, unicodeEscape);
const lineText = (text: string): string => text.replace(NOT_PRINTABLE, unicodeEscape);

/** The logger name on MCP log notifications. */
export const LOGGER = "value-objects-mcp";

/**
 * Logs a result that broke a tool's output rules: always on the server's stderr
 * (`console.error`), and as an MCP log notification where the server declared the
 * `logging` capability. Only paths, codes and the rules' sentences are written,
 * never a value (a message of this library never holds one); keys in paths are
 * escaped (`escapeKey`, and on the stderr line every character outside printable ASCII, the space, `:` and `;` as `\uXXXX`), so a key can forge no line, issue, code or sentence; the rest of the stderr line has every character outside printable ASCII as `\uXXXX`, so the line is ASCII; 20 issues at most, the rest counted (`...and N more`).
 *
 * @example
 * ```ts
 * logInvalidResult((params) => server.server.sendLoggingMessage(params, extra.sessionId), "quote_order", issues);
 * // [value-objects-mcp] Tool 'quote_order' produced an invalid result: /total value_object.out_of_range …
 * ```
 */
export function logInvalidResult(send: SendLog, tool: string, issues: readonly Issue[], omitted = 0): void {
  const all = issues.map((issue): LoggedIssue => ({ path: cutText(toJsonPointer(issue.path)), code: issue.code, message: cutText(issue.message) }));
  const lineOf = (i: LoggedIssue) => `${i.path === "" ? "/" : linePointer(i.path)} ${lineText(i.code)}: ${lineText(i.message)}`;
  // the same bounds as a refusal's: 20 at most, 16 KiB at most, the rest counted
  const { listed: logged, omitted: left } = listWithinBounds(all, omitted, [(i) => utf8Bytes(JSON.stringify(i)), (i) => utf8Bytes(lineOf(i))]);
  const more = left > 0 ? `; ...and ${left} more (not listed)` : "";
  console.error(`[${LOGGER}] Tool '${lineText(tool)}' produced an invalid result: ${logged.map(lineOf).join("; ")}${more}`);
  const data = { event: "invalid_result", tool, issues: logged, ...(left > 0 ? { omitted: left } : {}) };
  // the SDK sends it only where the server declared `logging`; a log line that
  // cannot be delivered must not turn the call into a failure
  try {
    send({ level: "error", logger: LOGGER, data }).catch(() => undefined);
  } catch {
    // a log line that cannot be sent (no transport yet, an SDK that throws at once) is dropped too
  }
}
