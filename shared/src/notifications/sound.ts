/** The part of the Web Audio API the chime uses (injectable for tests). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly destination: unknown;
  readonly state: string;
  resume(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(value: number, time: number): unknown };
    connect(node: unknown): unknown;
    start(when?: number): void;
    stop(when?: number): void;
  };
  createGain(): {
    gain: {
      setValueAtTime(value: number, time: number): unknown;
      exponentialRampToValueAtTime(value: number, time: number): unknown;
    };
    connect(node: unknown): unknown;
  };
}

let shared: AudioContextLike | null = null;

function audioContext(): AudioContextLike | null {
  if (shared) return shared;
  const Ctor = (globalThis as { AudioContext?: new () => AudioContextLike }).AudioContext;
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/**
 * A short two-note chime at `volume` (0–1), made with Web Audio so no sound file has to load.
 * Browsers keep audio suspended until the page had a user gesture; then nothing plays.
 */
export function playNotificationChime(volume: number, context: AudioContextLike | null = audioContext()): boolean {
  if (!context) return false;
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const start = context.currentTime;
  const gain = context.createGain();
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + 0.35);
  gain.connect(context.destination);
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(frequency, start + index * 0.12);
    tone.connect(gain);
    tone.start(start + index * 0.12);
    tone.stop(start + 0.35);
  });
  return true;
}
