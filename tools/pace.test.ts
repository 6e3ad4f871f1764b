import { budget, calibrationMs, pace, paceFor } from '../e2e/pace';

describe('the e2e pace (budgets that follow the machine)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is the calibration against the reference, one decimal, within 1 to 4', () => {
    expect(paceFor(10)).toBe(1);
    expect(paceFor(40)).toBe(1);
    expect(paceFor(61)).toBe(1.5);
    expect(paceFor(100)).toBe(2.5);
    expect(paceFor(10_000)).toBe(4);
  });

  it('takes E2E_PACE when set, so every worker uses the runner’s value', () => {
    process.env.E2E_PACE = '2';
    expect(pace()).toBe(2);
    expect(budget(60_000)).toBe(120_000);
  });

  it('measures once and writes the value for the workers', () => {
    delete process.env.E2E_PACE;
    const value = pace();
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(4);
    expect(process.env.E2E_PACE).toBe(String(value));
    expect(calibrationMs()).toBeGreaterThan(0);
  });
});
