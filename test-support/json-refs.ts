// Reading the `$ref`s of a written JSON Schema, for the tests of every package that write them.

/** Every `$ref` in `schema`, in the order they are written. */
export const refsOf = (schema: unknown): string[] => JSON.stringify(schema).match(/"\$ref":"(?:[^"\\]|\\.)*"/g)?.map((r) => JSON.parse(r.slice(7))) ?? [];

/** The node a `$ref` names, read as RFC 6901 §6 says (percent-decoded, then `~1`, `~0`), or undefined. */
export function resolveRef(root: unknown, ref: string): unknown {
  let node = root as Record<string, unknown> | undefined;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = node[key] as Record<string, unknown>;
  }
  return node;
}
