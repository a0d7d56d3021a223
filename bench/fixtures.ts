/**
 * The inputs every contestant reads: valid and invalid tool arguments for one
 * parameters object. Several different inputs per set, built from a seeded
 * generator, so no engine can fold a constant input away.
 */

/**
 * The IBAN mod-97 rule (ISO 13616): the rearranged number leaves 1 when divided by 97.
 *
 * @example
 * ```ts
 * hasIbanCheckDigits("FR7630006000011234567890189"); // true
 * ```
 */
export function hasIbanCheckDigits(iban: string): boolean {
  let rest = 0;
  const length = iban.length;
  for (let i = 0; i < length; i++) {
    // the first four characters move to the end
    const c = iban.charCodeAt((i + 4) % length);
    rest = c < 65 ? (rest * 10 + (c - 48)) % 97 : (rest * 100 + (c - 55)) % 97;
  }
  return rest === 1;
}

/**
 * A fresh copy of {@link hasIbanCheckDigits} for one contestant. Each contestant
 * gets its own function, as it would in its own program: a copy shared by all
 * would carry type feedback from every caller, and whether the engine inlines it
 * into one contestant would then depend on the others.
 */
export function ownIbanCheckDigits(): (iban: string) => boolean {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a copy with its own feedback, from our own source
  return new Function(`return ${hasIbanCheckDigits.toString()}`)() as (iban: string) => boolean;
}

/** A small seeded generator (mulberry32): the same inputs on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A valid IBAN of `bbanLength` characters after the country and check digits. */
function makeIban(random: () => number, country: string, bbanLength: number): string {
  let bban = "";
  for (let i = 0; i < bbanLength; i++) bban += ALNUM[Math.floor(random() * (i < 5 ? 10 : 36))];
  for (let check = 2; check < 99; check++) {
    const iban = `${country}${String(check).padStart(2, "0")}${bban}`;
    if (hasIbanCheckDigits(iban)) return iban;
  }
  throw new Error("unreachable: some check digits always fit");
}

const COUNTRIES = ["FR", "DE", "GB", "NL", "ES", "IT", "BE"];
const SPELLINGS = ["FR", "fr", "DE", "de", "Fr", "dE"];

/** `count` distinct valid IBANs, of mixed countries and lengths (15..34). */
export function validIbans(count: number, seed = 7): string[] {
  const random = seeded(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(makeIban(random, COUNTRIES[i % COUNTRIES.length], 11 + Math.floor(random() * 20)));
  return out;
}

/** The tool arguments, as a model sends them (a parsed JSON value). */
export type Arguments = Record<string, unknown>;

/**
 * Valid arguments: every rule holds; the country in various letter cases; `note` sometimes absent.
 *
 * @example
 * ```ts
 * for (const input of validInputs()) assert.equal(vo.validate(Params, input).ok, true);
 * ```
 */
export function validInputs(count = 16): Arguments[] {
  const ibans = validIbans(count * 6);
  const inputs: Arguments[] = [];
  for (let i = 0; i < count; i++) {
    const input: Arguments = {
      iban: ibans[i * 6],
      quantity: 1 + ((i * 37) % 100),
      country: SPELLINGS[i % SPELLINGS.length],
      alternates: ibans.slice(i * 6 + 1, i * 6 + 6),
    };
    if (i % 2 === 0) input.note = `Deliver to gate ${i}, ring twice.`;
    inputs.push(input);
  }
  return inputs;
}

/** Breaks a valid IBAN's check digits while keeping its pattern. */
const badChecksum = (iban: string) => `${iban.slice(0, 2)}${iban[2] === "9" ? "0" : "9"}${iban[3] === "9" ? "0" : "9"}${iban.slice(4)}`;

/**
 * Invalid arguments: each breaks one to three rules, across every member and
 * every kind of refusal (type, length, pattern, own check, bounds, closed set, list size).
 *
 * @example
 * ```ts
 * for (const input of invalidInputs()) assert.equal(vo.validate(Params, input).ok, false);
 * ```
 */
export function invalidInputs(): Arguments[] {
  const valid = validInputs(16);
  const breakers: ((a: Arguments) => void)[] = [
    (a) => (a.quantity = 0),
    (a) => (a.quantity = 500),
    (a) => (a.quantity = 2.5),
    (a) => (a.quantity = "5"),
    (a) => (a.iban = badChecksum(a.iban as string)),
    (a) => (a.iban = (a.iban as string).toLowerCase()),
    (a) => (a.iban = "FR76300"),
    (a) => (a.country = "IT"),
    (a) => ((a.alternates as string[])[2] = badChecksum((a.alternates as string[])[2])),
    (a) => (a.alternates = [...(a.alternates as string[]), a.iban as string]),
    (a) => (a.note = "x".repeat(201)),
    (a) => {
      a.quantity = 101;
      a.country = "es";
    },
    (a) => {
      a.iban = 42;
      (a.alternates as unknown[])[0] = null;
    },
    (a) => {
      delete a.quantity;
      a.note = 7;
    },
    (a) => {
      a.country = "France";
      a.iban = badChecksum(a.iban as string);
      a.quantity = -3;
    },
    (a) => ((a.alternates as string[])[4] = "DE00 1234 5678 9012 3456 78"),
  ];
  return valid.map((input, i) => {
    const copy: Arguments = { ...input, alternates: [...(input.alternates as string[])] };
    breakers[i % breakers.length](copy);
    return copy;
  });
}
