// Child processes and clean-up steps (temporary databases) of a bench script that must not outlive the
// run, even on SIGINT: servers are tracked, stopped with SIGTERM (SIGKILL after 15 s), and the clean-up
// steps run last, newest first.
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const running = (child) => child.exitCode === null && child.signalCode === null;

const children = new Set();
/** clean-up steps (e.g. dropping a temporary database), run by cleanUp() after every child has stopped */
export const cleanups = [];

export function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function stop(child) {
  if (!running(child)) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
    child.kill("SIGKILL");
    await exited;
  }
}

let cleaning = null;
export function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stop));
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => process.stderr.write(`clean-up: ${e.message}\n`));
  })();
  return cleaning;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping servers and dropping temporary databases...\n`);
    void cleanUp().finally(() => process.exit(code));
  });
}
process.once("exit", () => {
  for (const child of children) if (running(child)) child.kill("SIGKILL");
});
