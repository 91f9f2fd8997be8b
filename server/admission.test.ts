import { describe, expect, it } from 'vitest';
import { AdmissionControl, DEFAULT_ADMISSION, holdsPlace } from './admission.mjs';

// Under overload the admission control sheds new work first and keeps sessions served: its policy,
// with the measured event-loop delay fed in by hand (forced high or low) instead of sampled.
const admitted = (control: AdmissionControl, kind: 'session' | 'new', tries: number) =>
  Array.from({ length: tries }, () => control.tryAdmit(kind)).filter(Boolean).length;

describe('admission control', () => {
  it('lets only one new request in at a time while the loop lags badly; health checks always pass', () => {
    const control = new AdmissionControl();
    control.observeDelay(DEFAULT_ADMISSION.newWorkMaxDelayMs + 100);
    expect(admitted(control, 'new', 5)).toBe(1);
    control.release('new');
    expect(admitted(control, 'new', 5)).toBe(1);
    expect(Array.from({ length: 50 }, () => control.tryAdmit('health')).every(Boolean)).toBe(true);
    // Started sessions still get in, up to the bound.
    expect(admitted(control, 'session', 100)).toBe(Math.ceil(control.limit));
  });

  it('shrinks the bound while the loop lags, never below the minimum, and grows it back when it keeps up', () => {
    const control = new AdmissionControl({ initialLimit: 32 });
    for (let i = 0; i < 100; i += 1) control.observeDelay(200);
    expect(control.limit).toBe(DEFAULT_ADMISSION.minLimit);
    // Low delay: the bound grows only while it is reached (an idle server keeps it where it is).
    for (let i = 0; i < 20; i += 1) control.observeDelay(0);
    expect(control.limit).toBe(DEFAULT_ADMISSION.minLimit);
    for (let i = 0; i < 20; i += 1) {
      admitted(control, 'session', 1_000); // fills the bound, and one more is refused
      control.observeDelay(0);
    }
    expect(control.limit).toBe(DEFAULT_ADMISSION.minLimit + 20);
  });

  it('gives new work a part of the bound beside the sessions’, at least one', () => {
    const control = new AdmissionControl({ initialLimit: 10, newWorkShare: 0.5 });
    expect(admitted(control, 'session', 100)).toBe(10);
    expect(admitted(control, 'new', 100)).toBe(5);
    const small = new AdmissionControl({ initialLimit: 1, minLimit: 1, newWorkShare: 0.1 });
    expect(admitted(small, 'new', 10)).toBe(1); // never none
  });

  it("lets a page's own files in when the bound is full, and they hold no place", () => {
    const control = new AdmissionControl({ initialLimit: 1, minLimit: 1 });
    for (let i = 0; i < 100; i += 1)
      control.observeDelay(DEFAULT_ADMISSION.newWorkMaxDelayMs + 100);
    expect(admitted(control, 'session', 2)).toBe(1);
    expect(admitted(control, 'new', 2)).toBe(1);
    expect(Array.from({ length: 50 }, () => control.tryAdmit('asset')).every(Boolean)).toBe(true);
    expect(control.totalInFlight).toBe(2);
    expect([holdsPlace('asset'), holdsPlace('health')]).toEqual([false, false]);
    expect([holdsPlace('session'), holdsPlace('new')]).toEqual([true, true]);
  });

  it('frees a place when an admitted request is answered', () => {
    const control = new AdmissionControl({ initialLimit: 2 });
    expect(admitted(control, 'session', 3)).toBe(2);
    control.release('session');
    expect(control.tryAdmit('session')).toBe(true);
    expect(control.tryAdmit('session')).toBe(false);
  });

  it('measures the delay of its own timer', async () => {
    const control = new AdmissionControl({ sampleIntervalMs: 5 }).start();
    const blockedUntil = performance.now() + 120;
    await new Promise((resolve) => setTimeout(resolve, 10));
    while (performance.now() < blockedUntil); // the loop is stuck: the next sample is late
    await new Promise((resolve) => setTimeout(resolve, 10));
    control.stop();
    expect(control.delayMs).toBeGreaterThan(50);
  });
});
