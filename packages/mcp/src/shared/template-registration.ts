import type { ArgumentRefusal, Parameters } from "@adcodicem/value-objects/arguments";
import { updateKeepingRules } from "./callback-updates.js";
import { prepareParameters } from "./listed-schemas.js";
import { prepareVariables, variablesCallback } from "./uri-variables.js";

/**
 * What both faces register a value-object resource template with: the SDK's template
 * (the one given, or one `fromText` makes of a URI template string, with no `list`, once
 * the handler is known to be a function), the metadata without
 * `variables`, the callback the SDK calls (the variables read with the rules; a refusal
 * thrown as `refusedError` makes it, each SDK's `-32602`), and the `update` that keeps the
 * rules (for the face's seam).
 *
 * @example
 * ```ts
 * const { resourceTemplate, metadata, callback, update } = templateRegistration(name, config, handler, template, (uri) => new ResourceTemplate(uri, { list: undefined }), refusedVariablesError);
 * ```
 */
export function templateRegistration<T extends { readonly uriTemplate: { readonly variableNames: readonly string[] } }, M extends { readonly variables: Parameters }, E, R>(
  name: string,
  config: M,
  handler: (uri: URL, variables: any, extra: E) => R,
  template: string | T,
  fromText: (uriTemplate: string) => T,
  refusedError: (template: string, refusal: ArgumentRefusal) => Error,
) {
  if (typeof handler !== "function") throw new TypeError(`Resource template ${name}: the handler must be a function.`);
  const { variables, ...metadata } = config;
  const resourceTemplate = typeof template === "string" ? fromText(template) : template;
  const prepared = prepareVariables(name, prepareParameters(variables), resourceTemplate.uriTemplate.variableNames);
  const refused = (refusal: ArgumentRefusal) => refusedError(name, refusal);
  return {
    resourceTemplate,
    metadata: metadata as Omit<M, "variables">,
    callback: variablesCallback(prepared, handler, refused),
    update: updateKeepingRules(`Resource template ${name}`, (next) => variablesCallback(prepared, next, refused)),
  };
}
