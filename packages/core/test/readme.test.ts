import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const README = readFileSync(`${ROOT}README.md`, "utf8");

test("the README's core guide runs as written and says what it prints", () => {
  const block = /## Guide: the core\n\n```ts\n([\s\S]*?)```/.exec(README)?.[1];
  assert.ok(block !== undefined, "the README holds the core guide");
  // the block, then lines that check what its comments claim
  const checks = `
assert.deepEqual(Quantity.tryCreate(500), { ok: false, error: { code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be less than or equal to 100.", path: [], pointer: "" } });
assert.equal(CountryCode.create("fr"), "FR");
assert.equal(CountryCode.is("fr"), false);
assert.equal(iban, "FR7630006000011234567890189");
assert.equal(Iban.tryCreate("FR7630006000011234567890188").ok, false);
const checked = vo.validate(OrderParameters, { iban, quantity: 0, country: "DE" });
assert.deepEqual(checked.ok ? [] : checked.issues.map((i) => [i.code, i.path, i.pointer]), [["value_object.out_of_range", ["quantity"], "/quantity"]]);
assert.equal(vo.toJsonSchema(OrderParameters, { profile: "languageModel" }).additionalProperties, false);
assert.deepEqual(Period.tryCreate({ start: "2026-03-02", end: "2026-03-01" }), { ok: false, error: { code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["end"], pointer: "/end" } });
assert.deepEqual(ActParameters.tryCreate({ order: "ORD-000042", action: { type: "ship" }, notify: true }), { ok: false, error: { code: "value_object.not_allowed", message: "The value must be one of: refund, cancel, suspend.", path: ["action", "type"], pointer: "/action/type" } });
assert.deepEqual(OrderRef.tryCreate("order 42"), { ok: false, error: { code: "value_object.no_match", message: "The value is not a valid OrderRef: The value matches none of the allowed forms.", path: [], pointer: "" } });
assert.equal(act.action.type === "refund" && act.action.amount, 19.99);
const actSchema = vo.toJsonSchema(ActParameters, { profile: "languageModel" }) as { properties: { action: { anyOf: { properties: { type: unknown } }[] } } };
assert.deepEqual(actSchema.properties.action.anyOf.map((a) => a.properties.type), [{ type: "string", const: "refund" }, { type: "string", const: "cancel" }, { type: "string", const: "suspend" }]);
assert.match(JSON.stringify(actSchema), /The end is on or after the start\./);
console.log("README core guide: ok");
`;
  const dir = `${ROOT}.readme-check`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/core-guide.ts`, `import assert from "node:assert/strict";\n${block}\n${checks}`);
  const run = spawnSync(process.execPath, ["--import", "tsx", `${dir}/core-guide.ts`], { cwd: ROOT, encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /README core guide: ok/);
});

test("the README's MCP guide is the package README's tested server", () => {
  const guide = /## Guide: MCP servers\n\n```ts\n([\s\S]*?)```/.exec(README)?.[1];
  const tested = /## A server in under 20 lines\n\n```ts\n([\s\S]*?)```/.exec(readFileSync(`${ROOT}packages/mcp/README.md`, "utf8"))?.[1];
  assert.ok(guide !== undefined && tested !== undefined);
  assert.equal(guide, tested);
});
