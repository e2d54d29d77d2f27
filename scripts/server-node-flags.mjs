/**
 * Node flags the server runs with, wherever it is started: the benchmarks, the browser tests
 * and the scale-out check import this list, and `npm start` passes the same flags in the root
 * package.json (keep the two in step). Both keep the idle process small on a small machine
 * (docs/decisions/0019-runtime-faults.md, "Memory"):
 * - one V8 helper thread instead of four: each kept its own malloc arena of freed memory;
 * - a 2 MiB young generation instead of 16: the server's short-lived garbage is small, and
 *   the larger space only held on to memory between collections.
 */
export const SERVER_NODE_FLAGS = (
  process.env.SERVER_NODE_FLAGS ?? '--v8-pool-size=1 --max-semi-space-size=2'
)
  .split(' ')
  .filter(Boolean);
