/** Joins descriptions with a blank line, leaving out the empty ones and those not given (undefined, or false where a condition left one out). */
export function joinDescriptions(parts: readonly (string | false | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => typeof p === "string" && p !== "");
  return kept.length === 0 ? undefined : kept.join("\n\n");
}
