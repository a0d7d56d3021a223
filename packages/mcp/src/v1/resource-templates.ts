import type { ArgumentRefusal, Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import { type McpServer, type RegisteredResourceTemplate, ResourceTemplate, type ResourceMetadata } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, type McpError, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { templateRegistration } from "../shared/template-registration.js";
import { variablesRefusalMessage } from "../shared/uri-variables.js";
import { hideUnknownCompletionNames } from "./completion-names.js";
import { replaceUpdate } from "./sdk-seam.js";
import type { HandlerExtra } from "./types.js";
import { hideUnknownNames } from "./unknown-names.js";
import { wireError } from "./wire-error.js";

/** A resource template's metadata, and the value objects its URI variables are. */
export type ValueObjectResourceTemplateConfig<V extends Parameters> = ResourceMetadata & {
  /** A `vo.object(...)` or a shape of schemas: one member per variable of the URI template. */
  readonly variables: V;
};

/** Reads a resource once its variables were read with the rules (branded types). */
export type ValueObjectResourceHandler<V extends Parameters> = (
  uri: URL,
  variables: Arguments<V>,
  extra: HandlerExtra,
) => ReadResourceResult | Promise<ReadResourceResult>;

/**
 * The error a refused URI variable answers with: JSON-RPC `-32602` (invalid params),
 * one line per refused variable (name, code, rule; never the value, nor the URI
 * that holds it), and the refusal object as the error's `data`. Its `message` is that
 * text alone: SDK 1.x's client writes `MCP error -32602: ` before it, once.
 *
 * @example
 * ```ts
 * // a 1.x client shows: MCP error -32602: Invalid variables for resource template order:
 * // Variable 'orderId' rejected (value_object.pattern_mismatch): The value is not a valid OrderId: …
 * ```
 */
export function refusedVariablesError(template: string, refusal: ArgumentRefusal): McpError {
  return wireError(ErrorCode.InvalidParams, variablesRefusalMessage(template, refusal), refusal);
}

/**
 * Registers a resource template (`server.registerResource`) whose URI variables are
 * value objects. Each variable is percent-decoded, read as its parameter's JSON type
 * (a numeric value object reads `42` as 42), and checked with the rules before the
 * handler runs; a refusal is an MCP error (see {@link refusedVariablesError}). The
 * template's variables and the `variables` schemas must name the same variables.
 *
 * @example
 * ```ts
 * registerValueObjectResourceTemplate(server, "order", "orders://{orderId}", {
 *   mimeType: "application/json",
 *   variables: { orderId: OrderId },
 * }, (uri, { orderId }) => ({ contents: [{ uri: uri.href, text: JSON.stringify({ orderId }) }] }));
 * ```
 */
export function registerValueObjectResourceTemplate<V extends Parameters>(
  server: McpServer,
  name: string,
  template: string | ResourceTemplate,
  config: ValueObjectResourceTemplateConfig<V>,
  handler: ValueObjectResourceHandler<V>,
): RegisteredResourceTemplate {
  const { resourceTemplate, metadata, callback, update } = templateRegistration(name, config, handler, template,
    (uriTemplate) => new ResourceTemplate(uriTemplate, { list: undefined }), refusedVariablesError);
  const registered = replaceUpdate(server.registerResource(name, resourceTemplate, metadata, callback), update);
  hideUnknownNames(server, "resources/read");
  hideUnknownCompletionNames(server);
  return registered;
}
