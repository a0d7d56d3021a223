/**
 * Whether the development checks run: the declaration checks that name a mistake (a rule
 * the kind does not take, bounds that leave no value, an example that breaks the rules) and
 * the slow-pattern warning. They run unless `process.env.NODE_ENV` is `"production"`, the
 * switch bundlers and hosts already set; where there is no `process` at all (a browser or a
 * worker without Node's globals, and no bundler that sets `NODE_ENV`), they do not run.
 * What keeps checking safe never depends on it: every refusal of an input, the bounds on the
 * text a pattern or `normalize` reads, and the declaration checks that keep those bounds
 * (lengths, finite numbers) run in every build.
 *
 * Each site writes `if (development() && process.env.NODE_ENV !== "production")`, the call marked
 * `@__PURE__`: a production bundle's define turns the second test into `false`, so the checks and the code only
 * they reach drop out of it; the first keeps `process` from being read where it does not exist, and
 * an unbundled production program from reading the environment at each declaration. It is a pure
 * call rather than the constant itself: a bundler drops an unused pure call, where it keeps a bare
 * read of an imported constant (two bytes at each site, and the constant's own code).
 */
// pure for a bundler: where no development site is left (a production build), the test goes too
const DEVELOPMENT: boolean = /* @__PURE__ */ (() => {
  try {
    return process.env.NODE_ENV !== "production";
  } catch {
    // no `process`, or no `process.env`: nothing says development
    return false;
  }
})();

/** {@link DEVELOPMENT}, as the pure call each site writes (see above). */
export const development = (): boolean => DEVELOPMENT;
