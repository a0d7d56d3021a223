import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { wrapRequestHandler } from "./sdk-seam.js";
import { NOT_TEXT_ARGUMENTS, arePromptTexts } from "../shared/prompt-arguments.js";
import { onTheWire, wireError } from "./wire-error.js";

// SDK 1.x answers a name it does not know with that name inside the message
// (`Tool <name> not found`, `Prompt <name> not found`, `Resource <uri> not found`):
// whatever a client sends comes back. On servers this package registers with, those
// answers keep their code and shape and lose the name. A tool or prompt name is
// unknown when the SDK's registry (checked at registration) has no entry of its own
// for it: that answer is written here, whatever text the SDK would have used.
//
// A resource URI is quoted as `new URL` rewrote it (scheme and host lower-cased, dot
// segments resolved, a default port dropped, a space escaped), so no text comparison
// can find it: every `Resource … not found` and `Resource … disabled` the handler
// throws is rewritten, and a URI `new URL` cannot read is refused before the SDK sees
// it, as is a URI that is not a string (the SDK would answer -32603, an internal error,
// with `new URL`'s message or a Zod issue dump).

/** The request member that names what is asked for, and the noun of the SDK's message, per method. */
const NAMED = {
  "tools/call": { member: "name", noun: "Tool" },
  "prompts/get": { member: "name", noun: "Prompt" },
  "resources/read": { member: "uri", noun: "Resource" },
} as const;

/** A method whose not-found answer is rewritten. */
export type NamedMethod = keyof typeof NAMED;

const notFound = (noun: string, name: string) => new McpError(ErrorCode.InvalidParams, `${noun} ${name} not found`).message;

/** The SDK's two answers that quote a resource URI, in whatever form it rewrote it. */
const QUOTED_URI = /^MCP error -32602: Resource [^]* (not found|disabled)$/;

/** The answer to a resources/read error that quotes the URI, without it; undefined for any other error. */
function quietResourceError(error: unknown): McpError | undefined {
  // read by shape, not instanceof: the server's SDK copy may not be the one this file imports
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (code !== ErrorCode.InvalidParams || typeof message !== "string") return undefined;
  const quoted = QUOTED_URI.exec(message);
  return quoted === null ? undefined : wireError(ErrorCode.InvalidParams, `Resource ${quoted[1]}`);
}

/**
 * Makes the server's not-found answer for `method` leave out the name that was sent.
 * A tool not found stays a tool execution error (`MCP error -32602: Tool not found`);
 * a prompt or a resource not found stays an MCP error -32602 (and a disabled resource,
 * `Resource disabled`; a URI that is not a URL, `Invalid resource URI`). For
 * `tools/call` and `prompts/get`, `registry` is the SDK's own registry of that kind
 * (see `toolRegistry`, `promptRegistry`): a name it holds no entry for is answered as not found here.
 *
 * @example
 * ```ts
 * const prompt = server.registerPrompt(name, config, callback);
 * hideUnknownNames(server, "prompts/get", promptRegistry(server, name, prompt));
 * // prompts/get { name: "whatever" } → MCP error -32602: Prompt not found
 * ```
 */
export function hideUnknownNames(server: McpServer, method: NamedMethod, registry?: Readonly<Record<string, unknown>>): void {
  const { member, noun } = NAMED[method];
  wrapRequestHandler(server, method, "unknown-names", (original) => async (request, extra) => {
    const sent = request?.params?.[member];
    if (method === "resources/read") {
      if (typeof sent !== "string" || !URL.canParse(sent)) throw wireError(ErrorCode.InvalidParams, "Invalid resource URI");
      try {
        return await original(request, extra);
      } catch (error) {
        throw quietResourceError(error) ?? onTheWire(error);
      }
    }
    // a tools/call error is a tool result whose text is the SDK's McpError message, prefix and all;
    // a prompts/get error is sent as a JSON-RPC error, whose message the 1.x client prefixes itself
    const answered = (error: unknown) => (method === "tools/call" ? error : onTheWire(error));
    if (typeof sent !== "string") return original(request, extra).catch((error: unknown) => Promise.reject(answered(error)));
    if (method === "prompts/get" && !arePromptTexts(request.params?.arguments)) throw wireError(ErrorCode.InvalidParams, NOT_TEXT_ARGUMENTS);
    const quiet = new McpError(ErrorCode.InvalidParams, `${noun} not found`);
    if (registry !== undefined && !Object.hasOwn(registry, sent)) {
      if (method === "tools/call") return { content: [{ type: "text", text: quiet.message }], isError: true };
      throw wireError(ErrorCode.InvalidParams, `${noun} not found`);
    }
    const echoed = notFound(noun, sent);
    try {
      const result = (await original(request, extra)) as { isError?: unknown; content?: Array<{ type?: unknown; text?: unknown }> };
      const [block, ...rest] = result?.content ?? [];
      if (result?.isError !== true || rest.length > 0 || block?.type !== "text" || block.text !== echoed) return result;
      return { ...result, content: [{ type: "text", text: quiet.message }] };
    } catch (error) {
      if (error instanceof McpError && error.code === ErrorCode.InvalidParams && error.message === echoed) throw method === "tools/call" ? quiet : wireError(ErrorCode.InvalidParams, `${noun} not found`);
      throw answered(error);
    }
  });
}
