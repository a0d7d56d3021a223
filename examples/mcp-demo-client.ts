/**
 * A real MCP client (the SDK's own `Client`) against the order server, started as a
 * child process over stdio: what tools/list shows, what a refused call answers,
 * and a call that passes. `npm run demo` runs it; so does running this file.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const SERVER = fileURLToPath(new URL("./mcp-order-server.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const each = (log: (line: string) => void, text: string) => text.split("\n").forEach((line) => log(line));

function showResult(log: (line: string) => void, result: CallToolResult): void {
  log(`→ isError: ${result.isError === true}`);
  for (const block of result.content) if (block.type === "text") each(log, `→ text: ${block.text}`);
  if (result.structuredContent !== undefined) each(log, `→ structuredContent: ${JSON.stringify(result.structuredContent, null, 2)}`);
}

/**
 * Starts the order server as a child process and connects the SDK's `Client` to it
 * over stdio. Closing the client ends the child.
 *
 * @example
 * ```ts
 * const { client } = await connectToOrderServer("my-client");
 * await client.listTools();
 * await client.close();
 * ```
 */
export async function connectToOrderServer(name: string): Promise<{ client: Client; transport: StdioClientTransport }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", SERVER],
    cwd: ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name, version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/**
 * Starts the order server over stdio, prints tools/list (the place_order input
 * schema), one refused call's result and one valid call's, then closes.
 *
 * @example
 * ```ts
 * await runMcpDemo((line) => console.log(line));
 * ```
 */
export async function runMcpDemo(log: (line: string) => void): Promise<void> {
  log("== An MCP order server over stdio, asked by the SDK's own Client ==");
  const { client } = await connectToOrderServer("order-demo");
  try {
    const { tools } = await client.listTools();
    log(`tools/list: ${tools.map((t) => t.name).join(", ")}`);
    const placeOrder = tools.find((t) => t.name === "place_order");
    each(log, `place_order inputSchema: ${JSON.stringify(placeOrder?.inputSchema, null, 2)}`);

    const refused = { iban: "FR7630006000011234567890188", quantity: 500, country: "ES" };
    log(`tools/call place_order ${JSON.stringify(refused)}`);
    showResult(log, (await client.callTool({ name: "place_order", arguments: refused })) as CallToolResult);

    const valid = { iban: "fr76 3000 6000 0112 3456 7890 189", quantity: 3, country: "fr" };
    log(`tools/call place_order ${JSON.stringify(valid)}`);
    showResult(log, (await client.callTool({ name: "place_order", arguments: valid })) as CallToolResult);
  } finally {
    await client.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMcpDemo((line) => console.log(line)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
