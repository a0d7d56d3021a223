// Connects the SDK's own Client to a server over the in-process transport.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export interface Connected {
  readonly client: Client;
  close(): Promise<void>;
}

/** A client connected to `server` in-process; the client keeps its Ajv output validation (the default). */
export async function connectInMemory(server: McpServer): Promise<Connected> {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** Calls a tool and types the answer as a CallToolResult. */
export async function call(client: Client, name: string, args?: unknown): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
}

/** The text of a result's single text block. */
export function textOf(result: CallToolResult): string {
  const [block, ...rest] = result.content;
  if (block?.type !== "text" || rest.length > 0) throw new Error(`Expected one text block, got ${JSON.stringify(result.content)}`);
  return block.text;
}
