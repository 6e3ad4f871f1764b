import { createHash } from 'node:crypto';

/**
 * How fast this machine runs the suite compared with the one its budgets were set on: test and `expect`
 * budgets are multiplied by it, so a slow or busy machine gets proportionally more time for the same work
 * (budgets catch hangs; they assert no speed — `pnpm bench` measures speed).
 *
 * Measured once per run, in the runner, before any browser starts: a fixed piece of CPU work (SHA-256 of
 * 64 MiB), median of five, against what it took on the reference machine (2 cores, idle), where the suite's
 * budgets were tuned with 3 workers on 2 cores. `E2E_PACE` overrides it; the runner writes the value to that
 * variable so that every worker (they inherit the runner's environment) uses the same one.
 */
const REFERENCE_MS = 40;
/** Never below the budgets as written, never more than four times them (a hang must still end). */
const MIN_PACE = 1;
const MAX_PACE = 4;
const PACE_ENV = 'E2E_PACE';

/** The median time of the calibration work, in ms. */
export function calibrationMs(): number {
  const data = Buffer.alloc(8 << 20, 7);
  const once = () => {
    const started = process.hrtime.bigint();
    for (let round = 0; round < 8; round++) createHash('sha256').update(data).digest();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const times = Array.from({ length: 5 }, once).sort((a, b) => a - b);
  return times[2]!;
}

/** The pace for a calibration time: the ratio to the reference, one decimal, within [1, 4]. */
export function paceFor(measuredMs: number): number {
  const ratio = Math.round((measuredMs / REFERENCE_MS) * 10) / 10;
  return Math.min(MAX_PACE, Math.max(MIN_PACE, ratio));
}

/** This run's pace: `E2E_PACE` when set (a number ≥ 1), else measured now and written there. */
export function pace(): number {
  const given = Number(process.env[PACE_ENV]);
  if (Number.isFinite(given) && given >= MIN_PACE) return given;
  const measured = calibrationMs();
  const value = paceFor(measured);
  process.env[PACE_ENV] = String(value);
  process.env.E2E_PACE_MEASURED_MS = measured.toFixed(0);
  return value;
}

/** A budget of `ms` on the reference machine, on this one (for `test.setTimeout` and long waits). */
export function budget(ms: number): number {
  return Math.round(ms * pace());
}
