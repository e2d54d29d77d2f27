/**
 * Node flags the server runs with, wherever it is started: the benchmarks, the browser tests
 * and the scale-out check import this list, and `npm start` passes the same flags in the root
 * package.json (keep the two in step). Both keep the idle process small on a small machine
 * (docs/decisions/0019-runtime-faults.md, "Memory"):
 * - one V8 helper thread instead of four: each kept its own malloc arena of freed memory;
 * - a 2 MiB young generation instead of 16: the server's short-lived garbage is small, and
 *   the larger space only held on to memory between collections.
 */
/**
 * Environment the server starts with, unless the operator set it: glibc's malloc keeps up to
 * eight arenas per core for the process's threads (V8's helper, libuv's pool, PostgreSQL
 * clients), each holding freed memory; two are plenty for one JavaScript thread. Measured
 * idle on PostgreSQL: 163 -> 148 MiB. `npm start` sets it in the root package.json, as
 * `MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}` (keep in step); it must be set before the
 * process starts, so launchers pass it to the server's process.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export const SERVER_NODE_FLAGS = (
  process.env.SERVER_NODE_FLAGS ?? '--v8-pool-size=1 --max-semi-space-size=2'
)
  .split(' ')
  .filter(Boolean);
