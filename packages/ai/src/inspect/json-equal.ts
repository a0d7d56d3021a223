/**
 * Whether two JSON values are equal: same type, same members (keys in any order), same items
 * in order. No `node:` import, so the package's root entry runs wherever it is bundled.
 *
 * @example
 * ```ts
 * jsonEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 * ```
 */
export function jsonEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || depth > 256) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => jsonEqual(v, other[i], depth + 1));
  }
  const keys = Object.keys(a);
  const others = Object.keys(b);
  return keys.length === others.length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}
