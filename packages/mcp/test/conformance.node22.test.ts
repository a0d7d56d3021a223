// The MCP conformance suite (@modelcontextprotocol/conformance 0.1.16, Node >= 22) against
// the example order server over Streamable HTTP on 127.0.0.1, for every scenario that
// applies to a server that is not the suite's reference server. The others call tools,
// prompts and resources by names only the reference server has; each is listed below with
// why, and the suite's own list must be exactly the two lists together, so a scenario a
// new release adds is decided on, not skipped in silence.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { test } from "node:test";
import { createOrderServer, serveHttp } from "../../../examples/mcp-order-server.js";

const CLI = createRequire(import.meta.url).resolve("@modelcontextprotocol/conformance/dist/index.js");

/** Scenarios that apply: what any MCP server over Streamable HTTP must do. */
const APPLIES = [
  "server-initialize",
  "ping",
  "logging-set-level",
  "tools-list",
  "resources-list",
  "prompts-list",
  "server-sse-multiple-streams",
  "dns-rebinding-protection",
] as const;

/** Scenarios that need the reference server's own tools, prompts or resources, and what they ask for. */
const NOT_APPLICABLE: Record<string, string> = {
  "completion-complete": "completes an argument of the reference prompt test_prompt_with_arguments; the example offers no completions",
  "tools-call-simple-text": "calls the reference tool test_simple_text",
  "tools-call-image": "calls the reference tool test_image_content",
  "tools-call-audio": "calls the reference tool test_audio_content",
  "tools-call-embedded-resource": "calls the reference tool test_embedded_resource",
  "tools-call-mixed-content": "calls the reference tool test_multiple_content_types",
  "tools-call-with-logging": "calls the reference tool test_tool_with_logging",
  "tools-call-error": "calls the reference tool test_error_handling",
  "tools-call-with-progress": "calls the reference tool test_tool_with_progress",
  "tools-call-sampling": "calls the reference tool test_sampling, which asks the client for sampling",
  "tools-call-elicitation": "calls the reference tool test_elicitation",
  "json-schema-2020-12": "looks for the reference tool json_schema_2020_12_tool and its $defs.address",
  "elicitation-sep1034-defaults": "calls the reference tool test_elicitation_sep1034_defaults",
  "elicitation-sep1330-enums": "calls the reference tool test_elicitation_sep1330_enums",
  "server-sse-polling": "calls the reference tool test_reconnection, which closes its stream mid-call (SEP-1699)",
  "resources-read-text": "reads the reference resource test://static-text",
  "resources-read-binary": "reads the reference resource test://static-binary",
  "resources-templates-read": "reads test://template/123/data from the reference server's template",
  "resources-subscribe": "subscribes to the reference resource test://watched-resource; the example offers no subscriptions",
  "resources-unsubscribe": "unsubscribes from test://watched-resource; the example offers no subscriptions",
  "prompts-get-simple": "gets the reference prompt test_simple_prompt",
  "prompts-get-with-args": "gets the reference prompt test_prompt_with_arguments",
  "prompts-get-embedded-resource": "gets the reference prompt test_prompt_with_embedded_resource",
  "prompts-get-with-image": "gets the reference prompt test_prompt_with_image",
};

/** Runs the suite's CLI; its exit code and everything it printed. */
function conformance(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (output += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (output += text));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

test("the suite's server scenarios are exactly those that apply and those that do not", async () => {
  const { code, output } = await conformance(["list", "--server"]);
  assert.equal(code, 0, output);
  const listed = [...output.matchAll(/^\s+- ([a-z0-9-]+) \[/gm)].map((m) => m[1]).sort();
  assert.deepEqual(listed, [...APPLIES, ...Object.keys(NOT_APPLICABLE)].sort());
});

/** Of those, what a stateless server (no session) cannot show: the scenario asks for a session id first. */
const NEEDS_A_SESSION = new Set<string>(["server-sse-multiple-streams"]);

for (const stateless of [false, true]) {
  test(`${stateless ? "stateless" : "stateful"}: the example order server passes every scenario that applies`, async () => {
    const endpoint = await serveHttp(createOrderServer, { stateless });
    try {
      for (const scenario of APPLIES.filter((s) => !stateless || !NEEDS_A_SESSION.has(s))) {
        const { code, output } = await conformance(["server", "--url", endpoint.url.href, "--scenario", scenario]);
        const passed = /Passed: (\d+)\/(\d+), 0 failed/.exec(output);
        assert.equal(code, 0, `${scenario}: ${output}`);
        assert.ok(passed !== null && passed[1] === passed[2] && Number(passed[1]) > 0, `${scenario}: ${output}`);
      }
    } finally {
      await endpoint.close();
    }
  });
}
