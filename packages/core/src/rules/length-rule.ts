import { ValueObjectDefinitionError } from "../refusal/errors.js";

/**
 * Refuses a length rule (`minLength`, `maxItems`…) that is not a non-negative safe integer, in
 * every build: the bounds that keep checking safe depend on it. Undefined is no rule.
 */
export const assertLength = (name: string, rule: string, n: unknown): void => {
  if (n !== undefined && !(Number.isSafeInteger(n) && (n as number) >= 0)) {
    throw new ValueObjectDefinitionError(name, rule, "must be a non-negative integer.");
  }
};
