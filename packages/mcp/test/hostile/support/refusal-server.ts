// A server whose tools take what an attacker sizes and keys at will: a list with no
// maxItems, a record (keys of the client's choosing), and an output whose record the handler
// fills from the arguments, so a client can put any key into the result the server logs.
// Run as a program, it serves stdio, or Streamable HTTP on 127.0.0.1 with `--http <port>`.
import { pathToFileURL } from "node:url";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt, registerValueObjectResourceTemplate, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { serveHttp } from "../../../../../examples/mcp-order-server.js";

export const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Label = vo.string("Label", { maxLength: 10_000 });

/** The server: `tag` (a list and a record), `tally` (a record output), a prompt and a template. */
export function createRefusalServer(): McpServer {
  const server = new McpServer({ name: "refusal-server", version: "1.0.0" }, { capabilities: { logging: {} } });
  registerValueObjectTool(server, "tag", {
    description: "Tags items.",
    parameters: { items: vo.array(Quantity), labels: vo.optional(vo.record(Quantity)) },
  }, ({ items }) => ({ content: [{ type: "text", text: `Tagged ${items.length}.` }] }));
  registerValueObjectTool(server, "tally", {
    description: "Counts under labels; a count of 0 breaks the output rules.",
    parameters: { labels: vo.array(Label), count: vo.integer("Count") },
    output: vo.object({ counts: vo.record(Quantity) }),
  }, ({ labels, count }) => {
    const counts: Record<string, number> = {};
    for (const label of labels) Object.defineProperty(counts, label, { value: count, enumerable: true });
    return { content: [{ type: "text", text: "tallied" }], structuredContent: { counts } };
  });
  registerValueObjectPrompt(server, "summary", {
    description: "Summarizes a quantity.",
    parameters: { quantity: Quantity, other: Quantity },
  }, ({ quantity }) => ({ messages: [{ role: "user", content: { type: "text", text: `Summarize ${quantity}.` } }] }));
  registerValueObjectResourceTemplate(server, "box", "boxes://{size}/{count}", {
    mimeType: "text/plain",
    variables: { size: Quantity, count: Quantity },
  }, (uri) => ({ contents: [{ uri: uri.href, text: "box" }] }));
  return server;
}

async function main(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf("--http");
  if (at === -1) return void (await createRefusalServer().connect(new StdioServerTransport()));
  const endpoint = await serveHttp(createRefusalServer, { port: Number(argv[at + 1]) });
  // the parent reads the URL from the first line of stdout
  process.stdout.write(`${endpoint.url.href}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
