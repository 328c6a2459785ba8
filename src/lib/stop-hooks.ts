// What a server process finishes or hands back before it exits: the background jobs it runs (their work in
// progress ends, nothing claimed stays claimed), its database connections. The production server
// (src/server/serve.ts) runs them once it has stopped serving; instrumentation adds them. Next.js bundles
// instrumentation apart from the server, each with its own copy of this module, into one process: the
// hooks live on globalThis under a symbol every copy finds. Node loads this file as it is (serve.ts).

type StopHook = { name: string; stop: () => Promise<void> };

const HOOKS = Symbol.for('dealer-platform.stop-hooks');
const registry = globalThis as unknown as { [HOOKS]?: StopHook[] };

/** Adds `stop` to what the process runs before it exits, after the hooks added before it. */
export function onProcessStop(name: string, stop: () => Promise<void>): void {
  registry[HOOKS] ??= [];
  registry[HOOKS].push({ name, stop });
}

/** Runs every hook in the order added, each after the last; a failing one is reported and skipped. */
export async function runStopHooks(report: (name: string, error: unknown) => void): Promise<void> {
  for (const hook of registry[HOOKS] ?? []) {
    try {
      await hook.stop();
    } catch (error) {
      report(hook.name, error);
    }
  }
  registry[HOOKS] = [];
}
