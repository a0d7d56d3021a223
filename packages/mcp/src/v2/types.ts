import type { CallToolResult, InputRequiredResult, ServerContext } from "@modelcontextprotocol/server";
import type { OutputSpec } from "../shared/listed-schemas.js";
import type { StructuredContent } from "../shared/structured-content.js";

/** What SDK 2.x hands every handler beside the arguments (session, request, HTTP…), passed on untouched. */
export type HandlerContext = ServerContext;

/**
 * What a handler returns: SDK 2.x's `CallToolResult`, with its `structuredContent` typed by
 * `output`, or an `inputRequired(...)` result (the client asks the user, then calls again).
 */
export type ValueObjectToolResult<O extends OutputSpec | undefined> =
  | ([O] extends [OutputSpec] ? CallToolResult & { structuredContent?: StructuredContent<O> } : CallToolResult)
  | InputRequiredResult;
