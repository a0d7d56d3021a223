/**
 * Mastra and LangChain's agent copy a tool call's arguments key by key (`copy[key] = value`)
 * before the tool runs: a `__proto__` key the model sent is then no key at all (an object
 * value becomes the copy's prototype, any other value is dropped), so the rules would never
 * see it. Where the arguments as sent are reachable, the tool reads them instead, but only
 * when the framework's copy differs from them by those keys alone: anything else a framework
 * or its middleware changed on purpose is kept.
 *
 * @example
 * ```ts
 * argumentsAsSent(JSON.parse('{"a":{"__proto__":5}}'), { a: {} }); // the first: its own `__proto__` key
 * ```
 */
export function argumentsAsSent(sent: unknown, handed: unknown): unknown {
  if (sent === undefined || sent === handed || typeof sent !== "object" || sent === null) return handed;
  let dropped = false;
  try {
    // what a copy by assignment keeps, as JSON (own enumerable keys only, as the copy has)
    const kept = JSON.stringify(sent, (key, value) => (key === "__proto__" ? ((dropped = true), undefined) : value));
    return dropped && kept === JSON.stringify(handed) ? sent : handed;
  } catch {
    // too deep to write, or not JSON: the framework's copy, as before
    return handed;
  }
}
