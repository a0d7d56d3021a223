/**
 * What a hostile or careless `normalize` / `check` may throw: every kind of value,
 * several of them carrying the value they were given. The refusal must never carry
 * any of it but a string `code`.
 */
export type ThrownKind =
  | "string"
  | "error"
  | "coded"
  | "codedPlain"
  | "null"
  | "undefined"
  | "numberCode"
  | "symbol"
  | "getterThrows"
  | "revokedProxy"
  | "trapAll";

export const THROWN_KINDS: readonly ThrownKind[] = [
  "string", "error", "coded", "codedPlain", "null", "undefined", "numberCode", "symbol", "getterThrows", "revokedProxy", "trapAll",
];

/** The codes a thrown value may legitimately give the refusal (the contract: its `code` when a non-empty string). */
export const THROWN_CODES = ["custom.thrown", "custom.thrown_plain"] as const;

/** Builds the thrown value for a kind; `seen` is the value the user's function received. */
export function thrownValue(kind: ThrownKind, seen: unknown): unknown {
  const text = String(seen);
  switch (kind) {
    case "string":
      return `refused ${text}`;
    case "error":
      return new Error(`cannot read ${text}`);
    case "coded":
      return Object.assign(new Error(`cannot read ${text}`), { code: "custom.thrown" });
    case "codedPlain":
      return { code: "custom.thrown_plain", message: text, value: seen };
    case "null":
      return null;
    case "undefined":
      return undefined;
    case "numberCode":
      return { code: 42, message: text };
    case "symbol":
      return Symbol(text);
    case "getterThrows":
      return {
        get code(): string {
          throw new Error(`code getter saw ${text}`);
        },
      };
    case "revokedProxy": {
      const { proxy, revoke } = Proxy.revocable({ message: text }, {});
      revoke();
      return proxy;
    }
    case "trapAll":
      return new Proxy(
        {},
        {
          get() {
            throw new Error(`trap saw ${text}`);
          },
          has() {
            throw new Error(`trap saw ${text}`);
          },
          getPrototypeOf() {
            throw new Error(`trap saw ${text}`);
          },
        },
      );
  }
}
