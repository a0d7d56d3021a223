import type { JSONRPCMessage, McpServer, Transport } from "@modelcontextprotocol/server";
import { NOT_TEXT_ARGUMENTS, arePromptTexts } from "../shared/prompt-arguments.js";

// Everything this package touches of SDK 2.x beyond its public calls is here: the message
// seam below (the server's `connect` replaced, the transport's `onmessage` and `send`
// filtered) and a registered item's `update` replaced; each checked when reached.
//
// SDK 2.x parses a request against the protocol's schemas before any handler or
// validator runs, and answers a name it does not know with that name in the message
// (`Tool <name> not found`, `Prompt <name> not found`, `Resource not found: <uri>`).
// Its public seam nearest the wire is the Transport interface, which the server
// owns once connected (`onmessage`, `send`): the seam is installed there, on the
// servers this package registers with, by wrapping the instance's own `connect`.
//
// The seam keeps no state per request. A client chooses its request ids and may send
// one twice (a ping with the id of a prompts/get in flight, two calls with one id), so
// nothing is keyed by them: what an inbound request needs travels in the request
// itself, and an outbound answer is judged by what it says, whichever request it answers.
// Inbound: `arguments` a value-object tool is sent as null read as absent, and any
// other non-object (a text, a number, a list) replaced by a marker its callback refuses
// as the contract says; prompt arguments that are not all text, and a resources/read URI
// that is not a string, answered here with -32602 (the SDK's schema would answer -32603
// and a Zod issue dump naming each key).
// Outbound: an error that quotes a name or URI the way the SDK's not-found answers do
// loses it (`new URL` rewrites a URI in `Resource <uri> disabled`; `Resource URI <uri>
// is invalid` also puts it in `data`; completion/complete quotes a prompt name or a
// template URI).

type Message = Record<string, any>;

/** What a server's seam knows: its value-object tools. */
export interface MessageSeam {
  /** Value-object tools by their current name, and whether each declares an output. */
  readonly tools: Map<string, { readonly hasOutput: boolean }>;
}

/**
 * The one member of the `arguments` the seam hands a value-object tool's callback in
 * place of arguments that were not an object: the callback refuses it as a whole. A
 * name drawn at random once per process, so no client can send it by accident.
 */
export const NOT_AN_OBJECT_MARK = `value-objects-mcp:not-an-object:${crypto.randomUUID()}`;

/** Whether the callback was handed arguments that were not an object. */
export const wereNotAnObject = (args: unknown): boolean => isObject(args) && Object.hasOwn(args, NOT_AN_OBJECT_MARK);

/** The arguments as sent, under the mark (what counts a repeated call: `7` and `true` are not the same call). */
export const sentInstead = (args: unknown): unknown => (wereNotAnObject(args) ? (args as Record<string, unknown>)[NOT_AN_OBJECT_MARK] : args);

const INVALID_PARAMS = -32602;

/** The SDK's errors that quote what the client named, in any form, and what each says instead. */
const QUOTED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Tool [^]* not found$/, "Tool not found"],
  [/^Prompt [^]* not found$/, "Prompt not found"],
  [/^Resource template [^]* not found$/, "Resource template not found"],
  [/^Resource not found: [^]*$/, "Resource not found"],
  [/^Resource URI [^]* is invalid$/, "Invalid resource URI"],
  [/^Resource [^]* disabled$/, "Resource disabled"],
];
const seams = new WeakMap<McpServer, MessageSeam>();
const isObject = (x: unknown): x is Message => x !== null && typeof x === "object" && !Array.isArray(x);
const isId = (x: unknown): x is string | number => typeof x === "string" || typeof x === "number";

/** The request as the SDK should read it, or the error it is answered with here. */
function inbound(seam: MessageSeam, message: unknown): { readonly pass: unknown } | { readonly answer: string } {
  if (!isObject(message) || !isId(message.id)) return { pass: message };
  if (message.method === "resources/read" && typeof (isObject(message.params) ? message.params.uri : undefined) !== "string") return { answer: "Invalid resource URI" };
  if (!isObject(message.params)) return { pass: message };
  const params = message.params;
  if (message.method === "prompts/get" && !arePromptTexts(params.arguments)) return { answer: NOT_TEXT_ARGUMENTS };
  if (message.method !== "tools/call" || typeof params.name !== "string" || !seam.tools.has(params.name) || !("arguments" in params)) return { pass: message };
  const args = params.arguments;
  if (args === undefined || isObject(args)) return { pass: message };
  const { arguments: _dropped, ...rest } = params;
  return { pass: { ...message, params: args === null ? rest : { ...rest, arguments: { [NOT_AN_OBJECT_MARK]: args } } } };
}

function outbound(message: unknown): unknown {
  if (!isObject(message) || !isId(message.id) || "method" in message || !isObject(message.error)) return message;
  const { code, message: text } = message.error;
  if (code !== INVALID_PARAMS || typeof text !== "string") return message;
  const quiet = QUOTED.find(([sdk]) => sdk.test(text));
  return quiet === undefined ? message : { ...message, error: { code: INVALID_PARAMS, message: quiet[1] } };
}

function filter(seam: MessageSeam, transport: Transport): void {
  const receive = transport.onmessage;
  const send = transport.send;
  if (typeof receive !== "function" || typeof send !== "function") {
    throw new TypeError("@adcodicem/value-objects-mcp/v2: the SDK left the transport without onmessage or send after connect; value-object tools cannot be answered by the rules.");
  }
  transport.onmessage = (message, extra) => {
    const read = inbound(seam, message);
    if ("pass" in read) return receive.call(transport, read.pass as JSONRPCMessage, extra);
    const id = (message as Message).id as string | number;
    send.call(transport, { jsonrpc: "2.0", id, error: { code: INVALID_PARAMS, message: read.answer } }).catch((error: unknown) => transport.onerror?.(error as Error));
  };
  transport.send = (message, options) => send.call(transport, outbound(message) as JSONRPCMessage, options);
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
  const seam: MessageSeam = { tools: new Map() };
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

/**
 * Replaces a registered tool's, prompt's or template's `update` with `replacement`, which
 * receives the SDK's own (bound to the item).
 *
 * @example
 * ```ts
 * replaceUpdate(tool, (update) => (updates) => update({ ...updates, callback: wrap(updates.callback) }));
 * ```
 */
export function replaceUpdate<R extends { update: (updates: any) => unknown }>(registered: R, replacement: (update: (updates: any) => unknown) => R["update"]): R {
  const update = registered.update;
  if (typeof update !== "function") throw new TypeError("@adcodicem/value-objects-mcp/v2: the SDK returned a registered item without update(); its rules cannot be kept on update.");
  registered.update = replacement((updates) => update.call(registered, updates));
  return registered;
}
