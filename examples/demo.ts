/**
 * `npm run demo`: the core's checks and schemas, an order-placing agent on an
 * embedded scripted model (or a real provider when its key is set), a streamed answer
 * ended at its first refusal, a model that repeats its refused call stopped by
 * `repeatedRefusal(3)`, and an MCP
 * order server over stdio, listed and called by a real client.
 */
import { runCoreDemo } from "./core-demo.js";
import { ProviderFailure, runOrderAgent } from "./ai-order-agent.js";
import { runMcpDemo } from "./mcp-demo-client.js";
import { runRepeatedCallDemo } from "./repeated-call-demo.js";
import { runStreamDemo } from "./stream-demo.js";

const log = (line: string) => console.log(line);
const section = (title: string) => log(`\n######## ${title} ########\n`);

section("1. The core: a value object's checks and its two JSON Schema profiles");
runCoreDemo(log);
section("2. The AI SDK: an order-placing agent");
try {
  await runOrderAgent({ log });
  section("2b. The AI SDK: a streamed answer ended at its first refusal");
  await runStreamDemo({ log });
  section("3. The loop around a refusal: the same refused call, stopped at the third");
  await runRepeatedCallDemo(log);
  section("4. MCP: the order server over stdio, listed and called by a real client");
  await runMcpDemo(log);
} catch (error) {
  // a provider that cannot be reached: one line that says so, not the SDK's stack
  if (!(error instanceof ProviderFailure)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
