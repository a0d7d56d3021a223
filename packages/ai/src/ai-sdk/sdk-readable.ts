/**
 * Whether the AI SDK can read a tool call's input text: it parses it with a secure JSON
 * parser (`@ai-sdk/provider-utils`' `secureJsonParse`) that also refuses JSON holding an
 * own `__proto__` key, or a `constructor` object with an own `prototype`. What it cannot
 * read it answers with its own error text, which quotes the input. The same rule, kept in
 * step with the SDK's by a test that asks the SDK itself.
 */
export function sdkCanRead(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== "object" || !(SUSPECT_PROTO.test(text) || SUSPECT_CONSTRUCTOR.test(text))) return true;
  // iterative: an input nested 10,000 deep does not overflow the stack
  const pending: object[] = [parsed];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Object.hasOwn(node, "__proto__")) return false;
    const ctor = Object.hasOwn(node, "constructor") ? (node as { constructor: unknown }).constructor : undefined;
    if (ctor !== null && typeof ctor === "object" && Object.hasOwn(ctor, "prototype")) return false;
    for (const value of Object.values(node)) if (value !== null && typeof value === "object") pending.push(value);
  }
  return true;
}

// the secure parser's own prefilter: only a text that may hold such a key is walked
const SUSPECT_PROTO = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const SUSPECT_CONSTRUCTOR = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
