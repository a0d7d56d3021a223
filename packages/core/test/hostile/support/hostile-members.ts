// Hostile foreign members for the tests of every path (core, AI SDK, MCP), issue 8:
// members whose promises reject (point 1), members whose own text echoes the value in
// forms no redaction catches (point 3), and a Role read while Object.prototype holds one
// (point 8). Each comes with the argument that makes it misbehave, holding SECRET.
import * as v from "valibot";
import { valibotDescribed } from "../../support/json-schema-face.js";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { REJECTING_MEMBERS, inputFor } from "./rejecting-members.js";

/** A text every hostile argument holds; no answer may give it back in any form. */
export const SECRET = "zqx-secret-value";

/** One hostile foreign member, the argument that makes it misbehave, and what the library must answer. */
export interface HostileMember {
  readonly name: string;
  readonly member: vo.ForeignSchema;
  readonly sent: unknown;
  /** The code and path (below the member) of the first refusal; undefined when the foreign library accepts (valibot reads a promise as true). */
  readonly refused?: { readonly code: string; readonly path: readonly vo.PathKey[] };
}

/** Point 1: members whose promises reject with the value in their message. */
export const REJECTING: readonly HostileMember[] = Object.entries(REJECTING_MEMBERS).map(([name, member]) => ({
  name,
  member,
  sent: inputFor(name, SECRET),
  ...(name.startsWith("valibot") ? {} : { refused: { code: vo.NOT_PARSABLE, path: [] } }),
}));

/** Point 3: members whose own message quotes the value, trimmed, upper-cased, in part, or as the 65th unknown key. */
export const ECHOING: readonly HostileMember[] = [
  { name: "valibot trim + email", member: valibotDescribed(v.pipe(v.string(), v.trim(), v.email())), sent: `  ${SECRET}  `, refused: { code: vo.NOT_PARSABLE, path: [] } },
  { name: "valibot toUpperCase + email", member: valibotDescribed(v.pipe(v.string(), v.toUpperCase(), v.email())), sent: SECRET, refused: { code: vo.NOT_PARSABLE, path: [] } },
  { name: "valibot startsWith", member: valibotDescribed(v.pipe(v.string(), v.startsWith("id-"))), sent: SECRET, refused: { code: vo.NOT_PARSABLE, path: [] } },
  { name: "valibot endsWith", member: valibotDescribed(v.pipe(v.string(), v.endsWith(".pdf"))), sent: SECRET, refused: { code: vo.NOT_PARSABLE, path: [] } },
  {
    name: "zod strictObject, 70 unknown keys",
    member: z.strictObject({ k: z.number() }),
    sent: Object.fromEntries([["k", 1], ...Array.from({ length: 70 }, (_, i) => [`${SECRET}-${i}`, i])]),
    refused: { code: "unrecognized_keys", path: [] },
  },
];

/** Whether `text` gives back SECRET in a form SECURITY.md counts: whole, re-cased, or any run of 8 of its characters. */
export function echoes(text: string): boolean {
  const lower = text.toLowerCase();
  for (let i = 0; i + 8 <= SECRET.length; i++) if (lower.includes(SECRET.slice(i, i + 8).toLowerCase())) return true;
  return false;
}

/** Point 8: a closed set read from an object (as its `clearance` member) while Object.prototype holds a value for it. */
export const Role = vo.oneOf("Role", ["admin", "user"]);

/**
 * The member the gadget sets: `clearance` rather than the issue's `role`, since the SDKs'
 * own message schemas read a `role` (an MCP prompt message's) and would break first.
 */
export const GADGET = "clearance";

/**
 * Runs `body` while Object.prototype.clearance is "admin" (as a polluted dependency would
 * set it), then removes it. Not enumerable: a `for…in` in the SDKs' own Zod parsing of
 * JSON-RPC messages would otherwise copy it into every message and break them before any
 * value object is read; `input.clearance` still finds it, which is the gadget.
 */
export async function withRoleOnPrototype<T>(body: () => T | Promise<T>): Promise<T> {
  const prototype = Object.prototype as Record<string, unknown>;
  Object.defineProperty(prototype, GADGET, { value: "admin", enumerable: false, writable: true, configurable: true });
  try {
    return await body();
  } finally {
    delete prototype[GADGET];
  }
}

/** Runs an asynchronous `body` and returns the unhandled rejections it left behind, once they had a turn to surface. */
export async function rejectionsDuring(body: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", listener);
  try {
    await body();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off("unhandledRejection", listener);
  }
  return seen;
}
