/**
 * The loop around a refusal (issue 25), each feature switched off or on, over the order tool's
 * parameters: what reading a tool's arguments costs with the loop's features off (no repeats
 * counted, no hook, not lenient), against the argument layer's plain `checkArguments`.
 */
import { argumentLoop, checkArguments, RefusedCalls } from "@adcodicem/value-objects/arguments";
import { Params } from "./ours.js";

/** The argument layer as before the loop: the baseline. */
export const argumentsChecked = (input: unknown) => checkArguments(Params, input);

const off = argumentLoop(Params, { tool: "place_order" });
/** The loop, every feature off: nothing counted (a stateless server), no hook, not lenient. */
export const loopOff = (input: unknown) => off.read(input, undefined);

/** The loop counting repeats, as a tool object does (one `RefusedCalls` for the tool). */
const calls = new RefusedCalls();
export const loopCounted = (input: unknown) => off.read(input, calls);

const hooked = argumentLoop(Params, { tool: "place_order", onRefusal: () => undefined });
/** The loop with an `onRefusal` hook that does nothing. */
export const loopHooked = (input: unknown) => hooked.read(input, undefined);
// lenient reading is not timed here: it accepts some of the invalid set (a number sent as text), so its answers differ by design
