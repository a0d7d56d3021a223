/** Joins descriptions with a blank line, leaving out the empty ones. */
export function joinDescriptions(parts: readonly (string | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => typeof p === "string" && p !== "");
  return kept.length === 0 ? undefined : kept.join("\n\n");
}
