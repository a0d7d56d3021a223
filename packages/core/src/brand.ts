declare const brand: unique symbol;

/**
 * The mark that makes a primitive a value object's own type: an `Iban` is a
 * `string & Brand<"Iban">`, so it compares with `===` and serializes as a string,
 * yet a plain string (or a `Quantity`) cannot be passed where an `Iban` is expected.
 */
export interface Brand<Name extends string> {
  readonly [brand]: Name;
}
