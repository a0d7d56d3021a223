/**
 * MCP load: many tools/call requests, half of them refused, 50 at a time over
 * Streamable HTTP on 127.0.0.1, against the same order tool registered twice in
 * this process: as a value-object tool, and the SDK's way with a plain Zod schema.
 * Every answer is checked (none lost, each the right one); the time per call of
 * both is reported, and their ratio. The driver lives in test-support/mcp-load.ts,
 * shared with the load test.
 *
 *   node --import tsx bench/mcp-load.ts [--calls 10000] [--concurrency 50] [--stateless]
 */
import { pathToFileURL } from "node:url";
import { type LoadRun, runMcpLoad } from "../test-support/mcp-load.js";

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const option = (name: string) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : undefined);
  runMcpLoad({ calls: option("--calls"), concurrency: option("--concurrency"), stateless: argv.includes("--stateless"), log: (line) => console.log(line) })
    .then((report) => {
      const runs = [report.valueObjects, report.plainZod].filter((run): run is LoadRun => run !== undefined);
      if (runs.some((run) => run.lost + run.wrong > 0)) process.exit(1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
