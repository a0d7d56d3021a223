import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { OutputSpec } from "../shared/listed-schemas.js";
import type { StructuredContent } from "../shared/structured-content.js";

export type { IsObjectValue, OutputSchema, StructuredContent, Widened } from "../shared/structured-content.js";

/** What the SDK hands every handler beside the arguments (signal, session, progress…), passed on untouched. */
export type HandlerExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** What a handler returns: a `CallToolResult`, with its `structuredContent` typed by `output`. */
export type ValueObjectToolResult<O extends OutputSpec | undefined> = [O] extends [OutputSpec]
  ? CallToolResult & { structuredContent?: StructuredContent<O> }
  : CallToolResult;
