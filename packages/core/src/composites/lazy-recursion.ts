import { isOwnSchema, type SchemaNode } from "../nodes/schema-node.js";

// What a schema holds, found by looking, not by kind: an object's `shape`, a union's
// `alternatives`, an array's `item`, a wrapper's `inner`… and any kind added later, so that
// no table of kinds sits here (and none grows a bundle that never uses `vo.lazy`).
function eachMember(node: SchemaNode, visit: (member: SchemaNode) => void): void {
  if (node.kind === "lazy") {
    visit(node.target() as SchemaNode);
    return;
  }
  for (const key of Object.keys(node)) {
    // the faces (`~standard`, `~read`…) hold no member
    if (key.startsWith("~")) continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (typeof value !== "object" || value === null) continue;
    if (isOwnSchema(value as SchemaNode)) visit(value as SchemaNode);
    else if (Array.isArray(value)) for (const item of value) isMember(item) && visit(item);
    else if (Object.getPrototypeOf(value) === null || Object.getPrototypeOf(value) === Object.prototype) {
      for (const member of Object.values(value)) if (isMember(member)) visit(member);
    }
  }
}

const isMember = (value: unknown): value is SchemaNode => typeof value === "object" && value !== null && isOwnSchema(value as SchemaNode);

/**
 * Whether `from` reaches a lazy schema whose target is `target` (the same `vo.lazy`, or a
 * described copy of it): whether the schema `target` answers holds itself. Each node is
 * visited once, so the walk is linear in the schema's size, recursive or not.
 *
 * @example
 * ```ts
 * // Category = vo.object({ children: vo.array(vo.lazy(() => Category)) }, { name: "Category" })
 * reachesItself(Category, lazyNode.target); // true
 * ```
 */
export function reachesItself(from: SchemaNode, target: () => unknown): boolean {
  const seen = new Set<SchemaNode>();
  const pending: SchemaNode[] = [from];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    if (node.kind === "lazy" && node.target === target) return true;
    eachMember(node, (member) => pending.push(member));
  }
  return false;
}
