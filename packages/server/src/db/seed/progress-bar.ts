// A one-line progress bar for long seeds. On a terminal it redraws in place; in CI logs (not a
// TTY) it prints a line at the start of each phase and at every further 10%.

export type ProgressCallback = (done: number, total: number, phase: string) => void;

interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

const BAR_WIDTH = 20;
const REDRAW_INTERVAL_MS = 80;

export function createProgressBar(stream: ProgressStream = process.stderr): ProgressCallback {
  const tty = stream.isTTY === true;
  let phase: string | null = null;
  let phaseStart = 0;
  let lastDecile = -1;
  let lastDraw = 0;
  let lineOpen = false;

  return (done, total, nextPhase) => {
    const now = performance.now();
    if (nextPhase !== phase) {
      if (tty && lineOpen) stream.write("\n");
      phase = nextPhase;
      phaseStart = now;
      lastDecile = -1;
      lineOpen = false;
    }
    const fraction = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
    const finished = fraction >= 1;
    const line = formatProgressLine(nextPhase, done, total, fraction, now - phaseStart);
    if (tty) {
      if (!finished && lineOpen && now - lastDraw < REDRAW_INTERVAL_MS) return;
      stream.write(`\r${line}\x1b[K`);
      lastDraw = now;
      lineOpen = !finished;
      if (finished) stream.write("\n");
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile > lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}

export function formatProgressLine(phase: string, done: number, total: number, fraction: number, elapsedMs: number): string {
  const filled = Math.round(fraction * BAR_WIDTH);
  const bar = `${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const counts = `${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")}`;
  return `${phase.padEnd(12)} [${bar}] ${percent}  ${counts}  ${(elapsedMs / 1000).toFixed(1)}s`;
}
