import type { JSONRPCMessage, McpServer, Transport } from "@modelcontextprotocol/server";
import { NOT_TEXT_ARGUMENTS, arePromptTexts } from "../prompt-arguments.js";

// SDK 2.x parses a request against the protocol's schemas before any handler or
// validator runs, and answers a name it does not know with that name in the message
// (`Tool <name> not found`, `Prompt <name> not found`, `Resource not found: <uri>`).
// Its public seam nearest the wire is the Transport interface, which the server
// owns once connected (`onmessage`, `send`): the seam is installed there, on the
// servers this package registers with, by wrapping the instance's own `connect`.
// Inbound: `arguments` a value-object tool is sent as null read as absent, and any
// other non-object (a text, a number, a list) refused as the contract says.
// Outbound: the SDK's exact not-found answer for the name sent loses the name. A
// resources/read error loses the URI whatever form it quotes (`new URL` rewrites it
// in `Resource <uri> disabled`; `Resource URI <uri> is invalid` also puts it in `data`),
// and a URI that is not a string is refused as invalid, not with the SDK's -32603 and
// Zod issue dump.

type Message = Record<string, any>;
type RequestId = string | number;

/** What a server's seam knows: its value-object tools, and the requests in flight it must answer for. */
export interface MessageSeam {
  /** Value-object tools by their current name, and whether each declares an output. */
  readonly tools: Map<string, { readonly hasOutput: boolean }>;
  /** Requests whose `arguments` were not an object, by id: the tool's callback refuses them. */
  readonly notAnObject: Set<RequestId>;
  /** Requests naming a tool, prompt or resource, by id: what was asked (undefined: a URI that is not a string), to quiet a not-found answer. */
  readonly asked: Map<RequestId, { readonly method: NamedMethod; readonly name: string | undefined; readonly notText?: boolean }>;
}

const NAMED = {
  "tools/call": { member: "name", sdk: (name: string) => `Tool ${name} not found`, quiet: "Tool not found" },
  "prompts/get": { member: "name", sdk: (name: string) => `Prompt ${name} not found`, quiet: "Prompt not found" },
  "resources/read": { member: "uri", sdk: (uri: string) => `Resource not found: ${uri}`, quiet: "Resource not found" },
} as const;
type NamedMethod = keyof typeof NAMED;

const INVALID_PARAMS = -32602;

/** The SDK's resources/read errors that quote the URI, in any form, and what each says instead. */
const QUOTED_URI: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Resource not found: [^]*$/, "Resource not found"],
  [/^Resource URI [^]* is invalid$/, "Invalid resource URI"],
  [/^Resource [^]* disabled$/, "Resource disabled"],
];
const seams = new WeakMap<McpServer, MessageSeam>();
const isObject = (x: unknown): x is Message => x !== null && typeof x === "object" && !Array.isArray(x);
const isId = (x: unknown): x is RequestId => typeof x === "string" || typeof x === "number";

function inbound(seam: MessageSeam, message: unknown): unknown {
  if (!isObject(message) || !isId(message.id) || typeof message.method !== "string") return message;
  const named = NAMED[message.method as NamedMethod];
  if (named === undefined) return message;
  const name = isObject(message.params) ? message.params[named.member] : undefined;
  if (message.method === "resources/read" && typeof name !== "string") seam.asked.set(message.id, { method: "resources/read", name: undefined });
  if (typeof name !== "string" || !isObject(message.params)) return message;
  const notText = message.method === "prompts/get" && !arePromptTexts(message.params.arguments);
  seam.asked.set(message.id, { method: message.method as NamedMethod, name, ...(notText ? { notText } : {}) });
  if (message.method !== "tools/call" || !seam.tools.has(name) || !("arguments" in message.params)) return message;
  const args = message.params.arguments;
  if (args === undefined || isObject(args)) return message;
  if (args !== null) seam.notAnObject.add(message.id);
  const { arguments: _dropped, ...params } = message.params;
  return { ...message, params };
}

function outbound(seam: MessageSeam, message: unknown): unknown {
  if (!isObject(message) || !isId(message.id) || "method" in message) return message;
  const asked = seam.asked.get(message.id);
  seam.asked.delete(message.id);
  seam.notAnObject.delete(message.id);
  const error = message.error;
  if (asked === undefined || !isObject(error)) return message;
  if (asked.method === "resources/read") {
    // no handler ran for a URI that is not a string: the SDK's own schema refused it
    if (asked.name === undefined) return { ...message, error: { code: INVALID_PARAMS, message: "Invalid resource URI" } };
    const quiet = error.code === INVALID_PARAMS && typeof error.message === "string" ? QUOTED_URI.find(([sdk]) => sdk.test(error.message)) : undefined;
    return quiet === undefined ? message : { ...message, error: { code: INVALID_PARAMS, message: quiet[1] } };
  }
  // prompt arguments not all text: the SDK's schema answered -32603 with a Zod issue dump naming each key
  if (asked.notText === true) return { ...message, error: { code: INVALID_PARAMS, message: NOT_TEXT_ARGUMENTS } };
  if (error.code !== INVALID_PARAMS || asked.name === undefined) return message;
  const named = NAMED[asked.method];
  if (error.message !== named.sdk(asked.name)) return message;
  return { ...message, error: { code: INVALID_PARAMS, message: named.quiet } };
}

function filter(seam: MessageSeam, transport: Transport): void {
  const receive = transport.onmessage;
  const send = transport.send;
  if (typeof receive !== "function" || typeof send !== "function") {
    throw new TypeError("@adcodicem/value-objects-mcp/v2: the SDK left the transport without onmessage or send after connect; value-object tools cannot be answered by the rules.");
  }
  transport.onmessage = (message, extra) => receive.call(transport, inbound(seam, message) as JSONRPCMessage, extra);
  transport.send = (message, options) => send.call(transport, outbound(seam, message) as JSONRPCMessage, options);
}

/**
 * The message seam of a server, installed once: every transport the server connects
 * to from now on (and the one it is connected to already) is filtered.
 *
 * @example
 * ```ts
 * messageSeam(server).tools.set("place_order", { hasOutput: false });
 * ```
 */
export function messageSeam(server: McpServer): MessageSeam {
  const known = seams.get(server);
  if (known !== undefined) return known;
  if (typeof server.connect !== "function" || typeof server.server?.connect !== "function") {
    throw new TypeError("@adcodicem/value-objects-mcp/v2: this is not an SDK 2.x McpServer (no connect).");
  }
  const seam: MessageSeam = { tools: new Map(), notAnObject: new Set(), asked: new Map() };
  const connect = server.connect;
  server.connect = async (transport: Transport) => {
    await connect.call(server, transport);
    filter(seam, transport);
  };
  const current = server.server.transport;
  if (current !== undefined) filter(seam, current);
  seams.set(server, seam);
  return seam;
}
