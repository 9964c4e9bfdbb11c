/** The clock is passed in so tests can move time; production uses the system clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Calendar month of a date, UTC, as YYYY-MM. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
