// Rejections a read may leave behind (a promise from user code nobody awaited):
// they surface only after the current turn, so the helper waits for them.

/** Runs `body`, waits for the rejections it may have left to surface, and returns them. */
export async function unhandledRejectionsOf(body: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", listener);
  try {
    body();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 5));
  } finally {
    process.off("unhandledRejection", listener);
  }
  return seen;
}
