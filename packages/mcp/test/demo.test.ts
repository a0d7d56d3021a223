import assert from "node:assert/strict";
import { test } from "node:test";
import { runMcpDemo } from "../../../examples/mcp-demo-client.js";

test("the MCP demo lists place_order's rules, shows a refused call and a valid one over stdio", async () => {
  const lines: string[] = [];
  await runMcpDemo((line) => lines.push(line));
  const text = lines.join("\n");
  assert.ok(lines.includes("tools/list: place_order, quote_order, order_status"), text);
  assert.ok(lines.includes("place_order inputSchema: {"), text);
  for (const rule of ['"pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"', '"maximum": 100', '"enum": [', '"additionalProperties": false']) {
    assert.ok(text.includes(rule), rule);
  }
  const refused = lines.indexOf('tools/call place_order {"iban":"FR7630006000011234567890188","quantity":500,"country":"ES"}');
  assert.ok(refused > 0, text);
  assert.equal(lines[refused + 1], "→ isError: true");
  assert.equal(lines[refused + 2], "→ text: Argument 'iban' rejected (iban.checksum): The value is not a valid Iban: The check digits do not match.");
  assert.equal(lines[refused + 3], "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.");
  assert.equal(lines[refused + 4], "Argument 'country' rejected (value_object.not_allowed): The value is not a valid CountryCode: The value must be one of: FR, DE.");
  assert.ok(text.includes('→ structuredContent: {\n  "error": "invalid_argument",\n  "argument": "iban",\n  "code": "iban.checksum"'), text);
  assert.equal(lines.at(-2), "→ isError: false");
  assert.equal(lines.at(-1), "→ text: Order ORD-000001 placed: 3 item(s) to FR.");
});
