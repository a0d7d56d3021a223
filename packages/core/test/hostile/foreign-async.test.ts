/**
 * Issue 8, point 1: a foreign member whose promises reject (a Zod async `refine`,
 * `superRefine` or `transform` that throws, a valibot `check` written as an async
 * function) never leaves an unhandled rejection behind. Zod first runs a schema
 * synchronously and abandons that attempt's promise; nothing of the library's can
 * reach it afterwards, so every promise a foreign validator makes while it runs gets
 * a handler. Checked through `vo.validate` and `~standard.validate`, at the root
 * and inside every composite, and in a child process with Node's default
 * unhandled-rejection mode (the one that ends a server): it lives on and logs nothing
 * of the value.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { unhandledRejectionsOf } from "./support/rejections.js";
import { REJECTING_MEMBERS, inputFor } from "./support/rejecting-members.js";

const SECRET = "secret-value-1234";

/** Every composite place a foreign member can stand, with the input that reaches it and the issue's path. */
const places = (member: vo.ForeignSchema, sent: unknown) => [
  { where: "root", schema: member, input: sent, path: [] as vo.PathKey[] },
  { where: "object", schema: vo.object({ a: member }), input: { a: sent }, path: ["a"] },
  { where: "array", schema: vo.array(member), input: [sent, sent], path: [0] },
  { where: "record", schema: vo.record(member), input: { k1: sent }, path: ["k1"] },
  { where: "optional", schema: vo.object({ a: vo.optional(member) }), input: { a: sent }, path: ["a"] },
  { where: "nullable", schema: vo.object({ a: vo.nullable(member) }), input: { a: sent }, path: ["a"] },
];

for (const [name, member] of Object.entries(REJECTING_MEMBERS)) {
  test(`${name}: refused wherever it stands, no unhandled rejection, nothing of the value`, async () => {
    for (const { where, schema, input, path } of places(member, inputFor(name, SECRET))) {
      const answers: unknown[] = [];
      const rejections = await unhandledRejectionsOf(() => {
        answers.push(vo.validate(schema, input));
        // at the root, `~standard` is the foreign library's own: only the composites' is ours
        answers.push(where === "root" ? vo.validate(vo.nullable(schema), input) : schema["~standard"].validate(input));
      });
      assert.deepEqual(rejections.map(String), [], `${where}: unhandled rejections`);
      const [validated, standard] = answers as [vo.Validation<unknown>, { issues?: vo.Issue[] }];
      if (name.startsWith("valibot")) {
        // valibot reads the promise as a truthy answer and accepts, as it does alone: only its rejection mattered
        assert.equal(validated.ok, true, where);
        continue;
      }
      assert.equal(validated.ok, false, where);
      if (validated.ok) continue;
      assert.equal(validated.issues[0].code, vo.NOT_PARSABLE, where);
      assert.deepEqual(validated.issues[0].path, path, where);
      assert.ok(!JSON.stringify(validated).includes(SECRET), `${where}: ${JSON.stringify(validated)}`);
      if (where !== "root") assert.deepEqual(standard.issues, validated.issues, `${where}: ~standard.validate`);
    }
  });
}

test("Node's default unhandled-rejection mode: a process reading every rejecting member lives on and logs nothing of the value", () => {
  const script = fileURLToPath(new URL("./support/read-rejecting-members.ts", import.meta.url));
  const run = spawnSync(process.execPath, ["--import", "tsx", script, SECRET], { encoding: "utf8" });
  assert.equal(run.status, 0, `exit ${run.status}: ${run.stderr}`);
  assert.equal(run.stdout.trim(), `read ${Object.keys(REJECTING_MEMBERS).length} members, alive`);
  assert.ok(!run.stderr.includes(SECRET), run.stderr);
});
