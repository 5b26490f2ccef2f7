/** Whole minutes announced for a remaining time: 4:01 -> 5, 4:00 -> 4, 0:30 -> 1, 0:00 -> 0. */
export function minutesToAnnounce(remainingMs: number): number {
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 60_000);
}

/** mm:ss of a remaining time (hours fold into minutes), never negative. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Machine-readable duration for <time datetime>: PT4M5S. */
export function isoDuration(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `PT${Math.floor(total / 60)}M${total % 60}S`;
}
