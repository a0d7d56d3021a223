/** A JSON Pointer (RFC 6901) for an issue path: `["alternates", 2]` → `/alternates/2`, `[]` → `""`. */
export function toJsonPointer(path: readonly (PropertyKey | { readonly key: PropertyKey })[]): string {
  let pointer = "";
  for (const segment of path) {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    pointer += "/" + String(key).replace(/~/g, "~0").replace(/\//g, "~1");
  }
  return pointer;
}
