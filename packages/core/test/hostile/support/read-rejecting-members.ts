// Run as a child process by foreign-async.test.ts, with Node's default handling of
// unhandled rejections (the process ends): reads each rejecting foreign member with
// the value given as the first argument, waits for stray rejections to surface, says it lived.
import * as vo from "@adcodicem/value-objects";
import { REJECTING_MEMBERS, inputFor } from "./rejecting-members.js";

const sent = process.argv[2];
let read = 0;
for (const [name, member] of Object.entries(REJECTING_MEMBERS)) {
  vo.validate(vo.object({ a: member }), { a: inputFor(name, sent) });
  vo.validate(vo.array(member), [inputFor(name, sent)]);
  read++;
}
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(`read ${read} members, alive`);
