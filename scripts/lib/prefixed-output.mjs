// Output of processes run side by side: every line says which one wrote it, and a line is written
// whole, so two never interleave mid-line.

export function pipePrefixed(child, label) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
    stream.on("end", () => rest && out.write(`[${label}] ${rest}\n`));
  }
}

/** Resolves with the exit code (1 when ended by a signal). */
export function exitCode(child) {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
