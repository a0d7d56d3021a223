import { type ArgumentRefusal, refusalText } from "@adcodicem/value-objects/arguments";

/** An error class of `Base` thrown for refused arguments: its message is the refusal object's JSON, `refusal` the refusal. */
export type RefusalErrorClass<Base extends abstract new (message: string) => Error> = new (refusal: ArgumentRefusal) => InstanceType<Base> & {
  readonly name: "RefusedArgumentsError";
  /** The refusal, for code that catches the error. */
  readonly refusal: ArgumentRefusal;
};

/**
 * The `RefusedArgumentsError` of an adapter whose SDK answers the model with what a tool's
 * `parse` throws: a subclass of the error the SDK answers that way (`Error` for `runTools`,
 * `ToolError` for the tool runner), whose message is the refusal object's JSON, byte for byte.
 *
 * @example
 * ```ts
 * export class RefusedArgumentsError extends refusalErrorClass(ToolError) {}
 * ```
 */
export function refusalErrorClass<Base extends new (message: string) => Error>(base: Base): RefusalErrorClass<Base> {
  class RefusedArgumentsError extends (base as new (message: string) => Error) {
    override readonly name = "RefusedArgumentsError";
    readonly refusal: ArgumentRefusal;
    constructor(refusal: ArgumentRefusal) {
      super(refusalText(refusal));
      this.refusal = refusal;
    }
  }
  // A base that assigns its name (the Anthropic SDK's ToolError: `this.name = "ToolError"`) throws where
  // a hardened program froze Error.prototype, whose `name` is then read-only; a writable `name` nearer
  // on the chain lets that assignment make the instance's own, as it does in a plain process.
  Object.defineProperty(RefusedArgumentsError.prototype, "name", { value: "RefusedArgumentsError", writable: true, configurable: true });
  return RefusedArgumentsError as unknown as RefusalErrorClass<Base>;
}
