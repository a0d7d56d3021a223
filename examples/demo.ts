/**
 * `npm run demo`: the core's checks and schemas, then (as the packages land) an
 * order-placing agent on a scripted model and an MCP order server over stdio.
 */
import { runCoreDemo } from "./core-demo.js";

const log = (line: string) => console.log(line);
runCoreDemo(log);
