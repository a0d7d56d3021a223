// The MCP Inspector's CLI as a client nobody here wrote, run non-interactively:
// `index.js <command> --method … -- <command args>` (options before `--`, the
// server's own flags after it). It reads its own package.json relative to the
// working directory, so it runs from its build folder.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { promisify } from "node:util";
import { createOrderServer, serveHttp } from "../../../examples/mcp-order-server.js";
import { HANG_GUARD_MS } from "./hostile/support/http.js";

const run = promisify(execFile);
const CLI_BUILD = join(dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/inspector-cli/package.json")), "build");
const SERVER = fileURLToPath(new URL("../../../examples/mcp-order-server.ts", import.meta.url));
const STDIO_SERVER = ["--", "--import", "tsx", SERVER];

async function inspector(args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [join(CLI_BUILD, "index.js"), ...args], { cwd: CLI_BUILD, timeout: HANG_GUARD_MS });
  return JSON.parse(stdout);
}

test("Inspector CLI, stdio: tools/list shows the rules", async () => {
  const listed = await inspector(["node", "--method", "tools/list", ...STDIO_SERVER]);
  const tools = listed.tools as { name: string; inputSchema: { properties: Record<string, Record<string, unknown>>; required: string[] } }[];
  const order = tools.find((t) => t.name === "place_order")!;
  assert.deepEqual(order.inputSchema.properties.quantity, { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 });
  assert.equal(order.inputSchema.properties.iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
  assert.equal(order.inputSchema.properties.iban.maxLength, 34);
  assert.deepEqual(order.inputSchema.properties.country.enum, ["FR", "DE"]);
  assert.deepEqual(order.inputSchema.required, ["iban", "quantity", "country"]);
});

test("Inspector CLI, stdio: a refused call shows the refusal", async () => {
  const result = await inspector([
    "node", "--method", "tools/call", "--tool-name", "place_order",
    "--tool-arg", "iban=FR7630006000011234567890188", "quantity=500", "country=FR", ...STDIO_SERVER,
  ]);
  assert.equal(result.isError, true);
  assert.deepEqual(result.content, [{
    type: "text",
    text: "Argument 'iban' rejected (iban.checksum): The value is not a valid Iban: The check digits do not match.\n" +
      "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.",
  }]);
  assert.equal((result.structuredContent as { code: string }).code, "iban.checksum");
});

test("Inspector CLI, Streamable HTTP: an output tool's result passes its Ajv check; a refused prompt argument fails with the rule", async () => {
  const endpoint = await serveHttp(createOrderServer);
  try {
    const url = endpoint.url.href;
    const quote = await inspector([url, "--method", "tools/call", "--tool-name", "quote_order", "--tool-arg", "quantity=3", "country=FR"]);
    assert.deepEqual(quote.structuredContent, { quantity: 3, unitPrice: 19.99, total: 59.97 });
    const refused = await run(process.execPath, [join(CLI_BUILD, "index.js"), url, "--method", "prompts/get", "--prompt-name", "order_summary", "--prompt-args", "orderId=ORD-1"], { cwd: CLI_BUILD })
      .then(() => assert.fail("the prompt should be refused"), (e: { stderr: string; code: number }) => e);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /-32602.*Invalid arguments for prompt order_summary:\nArgument 'orderId' rejected \(value_object\.pattern_mismatch\)/s);
  } finally {
    await endpoint.close();
  }
});
