/**
 * Preloaded into the server (`--expose-gc --import`): on SIGWINCH it runs two full garbage collections and prints
 * its memory, so memory per spectator is read after a forced GC, not wherever the V8 heap happened to swing.
 */
process.on('SIGWINCH', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  console.log(`gc-done ${Date.now()} ${m.rss} ${m.heapUsed} ${m.external} ${m.arrayBuffers}`);
});
