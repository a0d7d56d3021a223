/**
 * Inputs for the cheap-fields benchmark, in the shape of moltar's
 * typescript-runtime-type-benchmarks: three numbers, two strings, a boolean and a nested
 * object of three more. 16 valid inputs, 16 with one bad field, 16 with six bad fields,
 * from a seeded generator (the same on every run, never one constant input).
 */
import { seeded } from "../../fixtures.js";

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivamus vel sem ut dolor dapibus ultrices. " +
  "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Nulla facilisi. " +
  "Curabitur sed nibh at nisl blandit feugiat. Sed ac lorem non mauris tempus pretium sit amet a erat. ";

export type Cheap = Record<string, unknown> & { deeplyNested: Record<string, unknown> };

/** A valid input; the texts and numbers differ from one input to the next. */
function validInput(random: () => number): Cheap {
  const start = Math.floor(random() * 60);
  return {
    number: Math.round(random() * 1000),
    negNumber: -Math.round(random() * 1000) - 1,
    maxNumber: Number.MAX_VALUE * random(),
    string: "string".slice(0, 1 + Math.floor(random() * 6)),
    longString: LOREM.slice(start) + LOREM.slice(0, start),
    boolean: random() < 0.5,
    deeplyNested: { foo: "bar".repeat(1 + Math.floor(random() * 3)), num: Math.round(random() * 100), bool: random() < 0.5 },
  };
}

// Ways to break one field: a wrong JSON type, null, or absent — each refused by every contestant.
const BREAKERS: ((input: Cheap) => void)[] = [
  (input) => void (input.number = "1"),
  (input) => void (input.negNumber = null),
  (input) => void delete input.maxNumber,
  (input) => void (input.string = 42),
  (input) => void (input.longString = ["text"]),
  (input) => void (input.boolean = "true"),
  (input) => void (input.deeplyNested.foo = 1),
  (input) => void (input.deeplyNested.num = "2"),
  (input) => void (input.deeplyNested.bool = 0),
];

/** 16 valid inputs. */
export const cheapValidInputs = (): Cheap[] => {
  const random = seeded(21);
  return Array.from({ length: 16 }, () => validInput(random));
};

/** 16 inputs with `bad` fields broken each (1 or 6), the broken fields rotating from input to input. */
export function cheapInvalidInputs(bad: number): Cheap[] {
  const random = seeded(22 + bad);
  return Array.from({ length: 16 }, (_, i) => {
    const input = validInput(random);
    for (let k = 0; k < bad; k++) BREAKERS[(i + k * 2) % BREAKERS.length](input);
    return input;
  });
}
