import type { Parameters, RefusalLoopOptions } from "@adcodicem/value-objects/arguments";
import type { OutputSpec } from "./listed-schemas.js";
import type { Locale } from "@adcodicem/value-objects";

/**
 * A value-object tool's declaration, as both entries take it: `registerTool`'s
 * config with value-object schemas. `A` is the SDK's `ToolAnnotations` type.
 */
export interface ToolDeclaration<P extends Parameters, O extends OutputSpec | undefined, A> extends RefusalLoopOptions {
  readonly title?: string;
  readonly description: string;
  /** A `vo.object(...)` or a shape of schemas; every rule is listed and read. */
  readonly parameters: P;
  /** The result's schema; one that is not an object travels under `result`. */
  readonly output?: O;
  readonly annotations?: A;
  readonly _meta?: Record<string, unknown>;
  /**
   * The language of the listed schemas' sentences and of the refusals (the messages of its refusal
   * lines and object; a line's frame, codes and argument names stay as they are): `@adcodicem/value-objects/locales/fr`…
   */
  readonly locale?: Locale;
}

/**
 * The config an SDK's `registerTool` receives for a declaration: its metadata as
 * declared, and the schemas the SDK lists (each SDK's own carrier of them).
 *
 * @example
 * ```ts
 * server.registerTool(name, sdkToolConfig(config, zodCarrier(input), undefined), callback);
 * ```
 */
export function sdkToolConfig<C, A>(config: ToolDeclaration<any, any, A>, inputSchema: C, outputSchema: C | undefined) {
  return {
    ...(config.title !== undefined ? { title: config.title } : {}),
    description: config.description,
    inputSchema,
    ...(outputSchema !== undefined ? { outputSchema } : {}),
    ...(config.annotations !== undefined ? { annotations: config.annotations } : {}),
    ...(config._meta !== undefined ? { _meta: config._meta } : {}),
  };
}
