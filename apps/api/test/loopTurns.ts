/**
 * Runs `work` and counts the turns of the event loop that ran while it was pending (a chain of
 * setImmediate callbacks, one per turn). 0 means `work` held the loop from start to end: every
 * request in flight waited for it. PGlite's statements resolve without leaving the microtask
 * queue, so a chain of them counts 0 unless the code yields between them.
 */
export async function loopTurnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let pending = true;
  const turn = () => {
    if (!pending) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const value = await work();
    return { value, turns };
  } finally {
    pending = false;
  }
}
