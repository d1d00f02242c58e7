/** The one place the current time comes from, so rules that depend on it stay testable. */
export function now(): Date {
  return new Date();
}

export function nowIso(): string {
  return now().toISOString();
}

export function epochSeconds(date: Date = now()): number {
  return Math.floor(date.getTime() / 1000);
}
