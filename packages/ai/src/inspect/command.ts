import { writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { type DialectName, dialects as everyDialect } from "../dialects/names.js";
import { findTools } from "./find-tools.js";
import { LoadError, loadModule } from "./load-module.js";
import { renderHtml } from "./render-html.js";
import { renderText } from "./render-text.js";
import { inspectTools } from "./report.js";

/** Where the command writes, and what it knows of its terminal. */
export interface CommandIo {
  readonly cwd: string;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether `out` is a terminal: colours only then. */
  readonly tty: boolean;
}

const USAGE = `Usage: value-objects inspect <module> [--dialect <name>]... [--json] [--html <file>] [--no-wire]

Finds every tool and answer format <module> exports (value-object schemas, AI SDK tools, each
adapter's tools, an MCP server's tools) and shows, for each provider dialect, what it receives and
where each rule went: a keyword, a sentence, or lost. Exits 1 when a rule is lost.
Dialects: ${everyDialect.join(", ")}.
`;

interface Parsed {
  readonly module: string;
  readonly dialects: DialectName[];
  readonly json: boolean;
  readonly html?: string;
  readonly wire: boolean;
}

function parse(argv: readonly string[]): Parsed | string {
  const [command, ...rest] = argv;
  if (command !== "inspect") return command === undefined || command === "--help" || command === "-h" ? "" : `Unknown command: ${command}.`;
  let module: string | undefined;
  const dialects: DialectName[] = [];
  let json = false;
  let html: string | undefined;
  let wire = true;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") json = true;
    else if (arg === "--no-wire") wire = false;
    else if (arg === "--dialect" || arg === "--html") {
      const value = rest[++i];
      if (value === undefined) return `${arg} needs a value.`;
      if (arg === "--html") html = value;
      else if ((everyDialect as readonly string[]).includes(value)) dialects.push(value as DialectName);
      else return `Unknown dialect: ${value}. Dialects: ${everyDialect.join(", ")}.`;
    } else if (arg === "--help" || arg === "-h") return "";
    else if (arg.startsWith("-")) return `Unknown option: ${arg}.`;
    else if (module === undefined) module = arg;
    else return `One module at a time: ${arg}.`;
  }
  if (module === undefined) return "Which module? value-objects inspect <module>.";
  return { module, dialects: dialects.length > 0 ? [...new Set(dialects)] : [...everyDialect], json, ...(html === undefined ? {} : { html }), wire };
}

const CONSOLE = ["log", "info", "debug", "warn"] as const;

function consoleToErr(io: CommandIo): () => void {
  const saved = CONSOLE.map((name) => console[name]);
  for (const name of CONSOLE) console[name] = (...args: unknown[]) => io.err(`${args.map(String).join(" ")}\n`);
  return () => CONSOLE.forEach((name, i) => (console[name] = saved[i]!));
}

/**
 * Runs `value-objects <argv>`; returns the exit code: 0, 1 when a rule is lost, 2 for a
 * usage error, a module that cannot be loaded or an `--html` file that cannot be written.
 *
 * @example
 * ```ts
 * process.exitCode = await runCommand(["inspect", "src/tools.ts", "--json"], io);
 * ```
 */
export async function runCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const parsed = parse(argv);
  if (typeof parsed === "string") {
    if (parsed === "") {
      io.out(USAGE);
      return 0;
    }
    io.err(`${parsed}\n${USAGE}`);
    return 2;
  }
  // what the module and the provider packages print goes to stderr: stdout holds the report alone (`--json` parses)
  const restore = consoleToErr(io);
  let namespace: Record<string, unknown>;
  let report;
  try {
    try {
      namespace = await loadModule(parsed.module, io.cwd);
    } catch (error) {
      io.err(error instanceof LoadError ? `${error.message}\n` : `Could not load ${parsed.module}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
    // the module's path as given relative to where the command runs: the same on every run and machine
    const module = relative(io.cwd, resolve(io.cwd, parsed.module)).split("\\").join("/");
    const unreadable = (name: string, error: unknown) => io.err(`Export ${name} could not be read (${error instanceof Error ? error.name : typeof error}): left out.\n`);
    report = await inspectTools(findTools(namespace, unreadable), { module, dialects: parsed.dialects, wire: parsed.wire });
  } finally {
    restore();
  }
  const module = report.module;
  if (parsed.html !== undefined) {
    try {
      writeFileSync(resolve(io.cwd, parsed.html), renderHtml(report));
    } catch (error) {
      // an IO failure, not a lost rule: one line and exit 2, the system's code (no message: it repeats the path)
      const code = typeof (error as { code?: unknown } | null)?.code === "string" ? (error as { code: string }).code : error instanceof Error ? error.name : typeof error;
      io.err(`Could not write ${parsed.html} (${code}).\n`);
      return 2;
    }
  }
  io.out(parsed.json ? `${JSON.stringify(report, null, 2)}\n` : renderText(report, { colour: io.tty && process.env.NO_COLOR === undefined }));
  if (report.tools.length === 0) io.err(`No tool or answer format made with value objects is exported by ${module}.\n`);
  return report.lost > 0 ? 1 : 0;
}
