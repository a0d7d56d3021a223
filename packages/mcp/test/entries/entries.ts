// The two entries the shared suite runs against: the root entry on SDK 1.x and /v2 on
// SDK 2.x, each with its SDK's own server and client, over in-process, stdio and
// Streamable HTTP. Answers are read into one shape, so one assertion holds for both.
import { fileURLToPath } from "node:url";
import * as vo from "@adcodicem/value-objects";
import * as v1 from "@adcodicem/value-objects-mcp";
import * as v2 from "@adcodicem/value-objects-mcp/v2";
import { Client as ClientV2, StreamableHTTPClientTransport as HttpClientV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioClientV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioClientV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as HttpClientV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { McpServer as McpServerV1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server as ServerV1 } from "@modelcontextprotocol/sdk/server/index.js";
import { InMemoryTransport as InMemoryV2, McpServer as McpServerV2, Server as ServerV2 } from "@modelcontextprotocol/server";
import { Client as ClientOldest } from "mcp-sdk-oldest/client/index.js";
import { StdioClientTransport as StdioClientOldest } from "mcp-sdk-oldest/client/stdio.js";
import { StreamableHTTPClientTransport as HttpClientOldest } from "mcp-sdk-oldest/client/streamableHttp.js";
import { InMemoryTransport as InMemoryOldest } from "mcp-sdk-oldest/inMemory.js";
import { Server as ServerOldest } from "mcp-sdk-oldest/server/index.js";
import { McpServer as McpServerOldest } from "mcp-sdk-oldest/server/mcp.js";
import { LoggingMessageNotificationSchema as LoggingOldest } from "mcp-sdk-oldest/types.js";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { HANG_GUARD_MS } from "../hostile/support/http.js";
import { serveV2Http } from "./serve-v2-http.js";

/** An answer, as one shape: the result, or the JSON-RPC error (its message without the client's `MCP error N:` prefix). */
export type Answer = { readonly result: any; readonly error?: undefined } | { readonly result?: undefined; readonly error: { code: number; message: string; data?: any } };

/** A connected client, whichever SDK it is. */
export interface Session {
  listTools(): Promise<any[]>;
  listPrompts(): Promise<any[]>;
  callTool(name: string, args?: unknown): Promise<Answer>;
  getPrompt(name: string, args: Record<string, string>): Promise<Answer>;
  readResource(uri: string): Promise<Answer>;
  /** Log notifications the server sent this client. */
  readonly logged: unknown[];
  close(): Promise<void>;
}

/** A transport the suite runs over. */
export type TransportName = "in-process" | "stdio" | "http-stateful" | "http-stateless";
export const TRANSPORTS: readonly TransportName[] = ["in-process", "stdio", "http-stateful", "http-stateless"];

/** One entry: how to make its server, register on it, and connect its SDK's client over each transport. */
export interface Entry {
  /** 1.x is the newest 1.x release in the peer range (1.32.2 here), 1.x-oldest the oldest (1.32.0). */
  readonly name: "1.x" | "1.x-oldest" | "v2";
  newServer(): any;
  readonly register: {
    tool(server: any, name: string, config: any, handler: (args: any, extra: any) => any): any;
    prompt(server: any, name: string, config: any, handler: (args: any, extra: any) => any): any;
    resourceTemplate(server: any, name: string, template: string, config: any, handler: (uri: URL, variables: any, extra: any) => any): any;
  };
  /** The SDK's low-level Server (tools capability declared), and this entry's helpers for it. */
  readonly lowLevel: {
    newServer(): any;
    define(name: string, config: any, handler: (args: any, extra: any) => any): any;
    answer(server: any, tools: readonly any[]): void;
    /** Connects this entry's client in-process to a low-level server. */
    connect(server: any): Promise<Session>;
  };
  /** Connects this entry's client to servers made by `make` (one per session over HTTP; in-process and stdio: one). */
  connect(transport: TransportName, make: () => any): Promise<Session>;
}

const SUITE_SERVER = fileURLToPath(new URL("./suite-server.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
// SDK 1.x writes `MCP error <code>: ` before an error's message on the wire, and its client once more
const PREFIX = /^(MCP error -?\d+: )+/;

async function answer(promise: Promise<unknown>): Promise<Answer> {
  try {
    return { result: await promise };
  } catch (error: any) {
    if (typeof error?.code !== "number") throw error;
    return { error: { code: error.code, message: String(error.message).replace(PREFIX, ""), ...(error.data !== undefined ? { data: error.data } : {}) } };
  }
}

// every request waits as long as the hang guard, not the SDKs' 60 s: a loaded machine is slow, not hung
const GUARD = { timeout: HANG_GUARD_MS };

function session(client: any, entry: Kit["entry"], logged: unknown[], close: () => Promise<void>): Session {
  return {
    logged,
    listTools: async () => (await client.listTools(undefined, GUARD)).tools,
    listPrompts: async () => (await client.listPrompts(undefined, GUARD)).prompts,
    // SDK 1.x takes a result schema before the options; SDK 2.x does not
    callTool: (name, args) => answer(entry !== "v2" ? client.callTool({ name, arguments: args }, undefined, GUARD) : client.callTool({ name, arguments: args }, GUARD)),
    getPrompt: (name, args) => answer(client.getPrompt({ name, arguments: args }, GUARD)),
    readResource: (uri) => answer(client.readResource({ uri }, GUARD)),
    close,
  };
}

const stdioArgs = (entry: string, ...more: string[]) => ({ command: process.execPath, args: ["--import", "tsx", SUITE_SERVER, entry, ...more], cwd: ROOT, stderr: "pipe" as const });

/** What one SDK brings to a connection: its client, its transports, and an HTTP server for its McpServer. */
interface Kit {
  readonly entry: Entry["name"];
  newClient(logged: unknown[]): any;
  linkedPair(): [any, any];
  stdio(args: ReturnType<typeof stdioArgs>): any;
  serve(make: () => any, options: { stateless: boolean }): Promise<{ url: URL; close(): Promise<void> }>;
  http(url: URL): any;
}

function connector(kit: Kit): Entry["connect"] {
  return async (transport, make) => {
    const logged: unknown[] = [];
    const client = kit.newClient(logged);
    if (transport === "in-process") {
      const server = make();
      const [serverSide, clientSide] = kit.linkedPair();
      await server.connect(serverSide);
      await client.connect(clientSide, GUARD);
      return session(client, kit.entry, logged, async () => {
        await client.close();
        await server.close();
      });
    }
    if (transport === "stdio") {
      await client.connect(kit.stdio(stdioArgs(kit.entry)), GUARD);
      return session(client, kit.entry, logged, () => client.close());
    }
    const endpoint = await kit.serve(make, { stateless: transport === "http-stateless" });
    await client.connect(kit.http(endpoint.url), GUARD);
    return session(client, kit.entry, logged, async () => {
      await client.close();
      await endpoint.close();
    });
  };
}

const V1_KIT: Kit = {
  entry: "1.x",
  newClient(logged) {
    const client = new ClientV1({ name: "suite-client", version: "1.0.0" });
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logged.push(n.params));
    return client;
  },
  linkedPair: () => InMemoryV1.createLinkedPair(),
  stdio: (args) => new StdioClientV1(args),
  serve: (make, options) => serveHttp(make, options),
  http: (url) => new HttpClientV1(url),
};

export const V1: Entry = {
  name: "1.x",
  newServer: () => new McpServerV1({ name: "suite", version: "1.0.0" }, { capabilities: { logging: {} } }),
  register: {
    tool: (server, name, config, handler) => v1.registerValueObjectTool(server, name, config, handler),
    prompt: (server, name, config, handler) => v1.registerValueObjectPrompt(server, name, config, handler),
    resourceTemplate: (server, name, template, config, handler) => v1.registerValueObjectResourceTemplate(server, name, template, config, handler),
  },
  lowLevel: {
    newServer: () => new ServerV1({ name: "low-level", version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } }),
    define: (name, config, handler) => v1.defineValueObjectTool(name, config, handler),
    answer: (server, tools) => v1.answerToolCallsWithRules(server, tools),
    connect: (server) => connector(V1_KIT)("in-process", () => server),
  },
  connect: connector(V1_KIT),
};

const V2_KIT: Kit = {
  entry: "v2",
  newClient(logged) {
    const client = new ClientV2({ name: "suite-client", version: "1.0.0" });
    client.setNotificationHandler("notifications/message", (n: any) => void logged.push(n.params));
    return client;
  },
  linkedPair: () => InMemoryV2.createLinkedPair(),
  stdio: (args) => new StdioClientV2(args),
  serve: (make, options) => serveV2Http(make, options),
  http: (url) => new HttpClientV2(url),
};

export const V2: Entry = {
  name: "v2",
  newServer: () => new McpServerV2({ name: "suite", version: "1.0.0" }, { capabilities: { logging: {} } }),
  register: {
    tool: (server, name, config, handler) => v2.registerValueObjectTool(server, name, config, handler),
    prompt: (server, name, config, handler) => v2.registerValueObjectPrompt(server, name, config, handler),
    resourceTemplate: (server, name, template, config, handler) => v2.registerValueObjectResourceTemplate(server, name, template, config, handler),
  },
  lowLevel: {
    newServer: () => new ServerV2({ name: "low-level", version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } }),
    define: (name, config, handler) => v2.defineValueObjectTool(name, config, handler),
    answer: (server, tools) => v2.answerToolCallsWithRules(server, tools),
    connect: (server) => connector(V2_KIT)("in-process", () => server),
  },
  connect: connector(V2_KIT),
};

const OLDEST_KIT: Kit = {
  entry: "1.x-oldest",
  newClient(logged) {
    const client = new ClientOldest({ name: "suite-client", version: "1.0.0" });
    client.setNotificationHandler(LoggingOldest, (n) => void logged.push(n.params));
    return client;
  },
  linkedPair: () => InMemoryOldest.createLinkedPair(),
  stdio: (args) => new StdioClientOldest(args),
  // the example's HTTP front (SDK 1.32.2's transport) in front of SDK 1.32.0's servers
  serve: (make, options) => serveHttp(make, options),
  http: (url) => new HttpClientOldest(url),
};

/** The root entry against the oldest SDK 1.x release its peer range takes (an npm alias, `mcp-sdk-oldest`). */
export const V1_OLDEST: Entry = {
  ...V1,
  name: "1.x-oldest",
  newServer: () => new McpServerOldest({ name: "suite", version: "1.0.0" }, { capabilities: { logging: {} } }),
  lowLevel: {
    ...V1.lowLevel,
    newServer: () => new ServerOldest({ name: "low-level", version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } }),
    connect: (server) => connector(OLDEST_KIT)("in-process", () => server),
  },
  connect: connector(OLDEST_KIT),
};

export const ENTRIES: readonly Entry[] = [V1, V1_OLDEST, V2];

/**
 * The schema `entry` lists for `schema`: the languageModel profile in its SDK Client's dialect
 * (SDK 1.x: draft-07, said with `$schema`; SDK 2.x: 2020-12, which names none).
 */
export function listedSchema(entry: Entry, schema: vo.AnySchema, options: vo.JsonSchemaOptions = {}): any {
  if (entry.name === "v2") return vo.toJsonSchema(schema, { profile: "languageModel", ...options });
  return { $schema: "http://json-schema.org/draft-07/schema#", ...vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07", ...options }) };
}

/** `entry`'s own SDK client, in-process, to `server`: errors as that client makes them (its 1.x prefix included). */
export async function sdkClient(entry: Entry, server: any): Promise<{ client: any; close(): Promise<void> }> {
  const kit = KITS[entry.name];
  const [serverSide, clientSide] = kit.linkedPair();
  await server.connect(serverSide);
  const client = kit.newClient([]);
  await client.connect(clientSide, GUARD);
  return { client, close: async () => void (await client.close(), await server.close()) };
}

const KITS: Record<Entry["name"], Kit> = { "1.x": V1_KIT, "1.x-oldest": OLDEST_KIT, v2: V2_KIT };

/**
 * A client-side transport of `entry`'s SDK to a server made by `make` (stdio: the suite
 * server, run with `scriptArgs`), not started: a raw peer sends JSON-RPC over it with ids
 * of its own choosing.
 */
export async function rawTransport(entry: Entry, transport: TransportName, make: () => any, ...scriptArgs: string[]): Promise<{ transport: any; close(): Promise<void> }> {
  const kit = KITS[entry.name];
  if (transport === "in-process") {
    const server = make();
    const [serverSide, clientSide] = kit.linkedPair();
    await server.connect(serverSide);
    return { transport: clientSide, close: async () => void (await clientSide.close(), await server.close()) };
  }
  if (transport === "stdio") {
    const clientSide = kit.stdio(stdioArgs(kit.entry, ...scriptArgs));
    return { transport: clientSide, close: () => clientSide.close() };
  }
  const endpoint = await kit.serve(make, { stateless: transport === "http-stateless" });
  const clientSide = kit.http(endpoint.url);
  return { transport: clientSide, close: async () => void (await clientSide.close(), await endpoint.close()) };
}
