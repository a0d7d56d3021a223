// The committed fixtures the HTTP bodies a real provider package sends (kept by the
// `capturingFetch` of test-support/) are compared with.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "wire");

/**
 * Compares a captured body with its committed fixture (pretty JSON, for a reviewer to
 * diff), or writes the fixture when `UPDATE_FIXTURES=1`.
 */
export function matchesFixture(name: string, body: unknown): void {
  const file = join(FIXTURES, `${name}.json`);
  const text = `${JSON.stringify(body, null, 2)}\n`;
  if (process.env.UPDATE_FIXTURES === "1") {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  assert.ok(existsSync(file), `no fixture ${name}.json: run the wire tests with UPDATE_FIXTURES=1 and review it`);
  assert.deepEqual(JSON.parse(readFileSync(file, "utf8")), body, `the body sent differs from fixtures/wire/${name}.json`);
}
