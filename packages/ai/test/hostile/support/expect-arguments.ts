/**
 * The property every read of tool arguments keeps: the value the oracle reads, or
 * the refusal object of DESIGN.md naming exactly the positions the oracle finds
 * broken — known codes, messages the schema always says (never the value), argument
 * names in parameter order, JSON Pointers that resolve in the arguments as sent.
 */
import assert from "node:assert/strict";
import type { ArgumentCheck, ArgumentRefusal } from "@adcodicem/value-objects-ai";
import { escapePointer, judge, KNOWN_CODES, MESSAGES, REQUIRED, type suites } from "./params.js";

type Suite = (typeof suites)[number];

const NOT_AN_OBJECT = { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." };
const FIELDS = new Set(["error", "argument", "path", "code", "message", "more", "omitted"]);
const ENTRY_FIELDS = new Set(["argument", "path", "code", "message"]);

/** A short, bounded picture of a value for a failure message. */
export const show = (x: unknown): string => {
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

/** The value a JSON Pointer names in a document, or `missing` when a segment does not resolve. */
export function resolvePointer(document: unknown, pointer: string): { found: true; value: unknown } | { found: false; depth: number } {
  if (pointer === "") return { found: true, value: document };
  // the keys as written: pointer escapes, then the JSON escapes of a written key (a short key is never cut)
  const unescape = (s: string) => s.replace(/\\(u[0-9a-f]{4}|"|\\)/g, (_, e: string) => (e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e));
  const segments = pointer.slice(1).split("/").map((s) => unescape(s.replace(/~1/g, "/").replace(/~0/g, "~")));
  let current = document;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const holds = Array.isArray(current)
      ? /^(0|[1-9][0-9]*)$/.test(segment) && Number(segment) < current.length
      : typeof current === "object" && current !== null && Object.prototype.hasOwnProperty.call(current, segment);
    if (!holds) return { found: false, depth: i };
    current = (current as Record<string, unknown>)[segment];
  }
  return { found: true, value: current };
}

/** Every object in a value has the plain prototype of its kind: nothing was grafted by a `__proto__` key. */
export function assertPlainTree(value: unknown, where: string): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    const proto = Object.getPrototypeOf(v);
    assert.ok(proto === Object.prototype || proto === Array.prototype, `an object with a foreign prototype: ${where}`);
    for (const key of Object.keys(v)) stack.push((v as Record<string, unknown>)[key]);
  }
}

/** Asserts the refusal object for arguments the oracle finds broken. */
export function expectRefusal(suite: Suite, args: unknown, refusal: ArgumentRefusal): void {
  const where = `${suite.name} given ${show(args)} → ${show(refusal)}`;
  assert.deepEqual(JSON.parse(JSON.stringify(refusal)), refusal, `the refusal is not plain JSON: ${where}`);
  if (typeof args !== "object" || args === null || Array.isArray(args)) {
    assert.deepEqual(refusal, NOT_AN_OBJECT, where);
    return;
  }
  for (const field of Object.keys(refusal)) assert.ok(FIELDS.has(field), `unexpected field ${field}: ${where}`);
  assert.equal(refusal.error, "invalid_argument", where);
  const judged = judge(suite.oracle, args);
  assert.equal(judged.ok, false, `refused, but the oracle reads the arguments: ${where}`);
  if (judged.ok) return;
  const { more, error: _error, omitted, ...first } = refusal;
  if (omitted !== undefined) assert.ok(Number.isSafeInteger(omitted) && omitted > 0 && (more?.length ?? 0) === 19, `omitted only past 20 listed: ${where}`);
  if (more !== undefined) assert.ok(Array.isArray(more) && more.length > 0, `an empty more: ${where}`);
  const entries = [first, ...(more ?? [])];
  let lastIndex = -1;
  const pointers: string[] = [];
  for (const entry of entries) {
    for (const field of Object.keys(entry)) assert.ok(ENTRY_FIELDS.has(field), `unexpected field ${field} in an entry: ${where}`);
    assert.equal(typeof entry.argument, "string", `an entry without its argument: ${where}`);
    const index = suite.order.indexOf(entry.argument!);
    assert.ok(index >= 0, `an argument the parameters do not declare: ${where}`);
    assert.ok(index >= lastIndex, `arguments out of parameter order: ${where}`);
    lastIndex = index;
    assert.ok(KNOWN_CODES.has(entry.code), `unknown code ${entry.code}: ${where}`);
    assert.ok(MESSAGES.has(entry.message), `a message the schema never says: ${show(entry.message)}: ${where}`);
    const own = `/${escapePointer(entry.argument!)}`;
    const pointer = entry.path ?? own;
    if (entry.path !== undefined) assert.ok(entry.path.startsWith(`${own}/`), `a path outside its argument: ${where}`);
    const resolved = resolvePointer(args, pointer);
    if (!resolved.found) {
      // only an absent value has no place to point to; its parent must exist
      assert.equal(entry.code, REQUIRED, `the pointer ${pointer} does not resolve: ${where}`);
      assert.equal(resolved.depth, pointer.split("/").length - 2, `the parent of ${pointer} does not resolve: ${where}`);
    }
    pointers.push(pointer);
  }
  const expected = judged.broken.map((b) => b.pointer);
  if (omitted === undefined) assert.deepEqual([...pointers].sort(), [...expected].sort(), `refused positions differ from the oracle's: ${where}`);
  else {
    assert.equal(pointers.length + omitted, expected.length, `listed and omitted do not count the oracle's refusals: ${where}`);
    for (const pointer of pointers) assert.ok(expected.includes(pointer), `${pointer} is not refused by the oracle: ${where}`);
  }
  for (const broken of judged.broken) {
    if (broken.code === undefined) continue;
    const entry = entries[pointers.indexOf(broken.pointer)];
    assert.equal(entry.code, broken.code, `code at ${broken.pointer}: ${where}`);
  }
}

/** Asserts the property for one read; returns whether the arguments were accepted. */
export function expectArgumentCheck(suite: Suite, args: unknown, check: ArgumentCheck<unknown>): boolean {
  if (!check.ok) {
    expectRefusal(suite, args, check.refusal);
    return false;
  }
  const judged = judge(suite.oracle, args);
  assert.ok(judged.ok, `accepted, but the oracle finds ${show(judged.ok ? [] : judged.broken)} broken: ${suite.name} given ${show(args)}`);
  if (judged.ok) assert.deepEqual(check.value, judged.value, `the value read differs from the oracle's: ${suite.name} given ${show(args)}`);
  assertPlainTree(check.value, `${suite.name} given ${show(args)}`);
  return true;
}
