/**
 * The results this package writes itself, typed without any SDK: a tool result is
 * plain JSON, the same for SDK 1.x and 2.x, and both SDKs' `CallToolResult` accept it.
 */

/** One text block of a tool result. */
export interface TextBlock {
  type: "text";
  text: string;
}

/** A tool execution error this package answers with: text, and the refusal object where one applies. */
export interface ToolErrorResult {
  [key: string]: unknown;
  content: TextBlock[];
  isError: true;
  structuredContent?: Record<string, unknown>;
}

/** What this package reads of a handler's result: the SDK's `CallToolResult`, seen structurally. */
export interface ToolResultLike {
  readonly isError?: unknown;
  readonly structuredContent?: unknown;
}
