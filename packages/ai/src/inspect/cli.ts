#!/usr/bin/env node
// The `value-objects` command of the ai package: `npx value-objects inspect <module>`.
import { runCommand } from "./command.js";

process.exitCode = await runCommand(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  tty: process.stdout.isTTY === true,
});
