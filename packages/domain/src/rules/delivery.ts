/**
 * Delivery dates and the date formats of ordering (ordering-core sections 5 and 9): the standard
 * and express delivery dates from the moment of booking in the client's time zone, the 3 PM
 * cut-off, DD-MM-YYYY shown, YYYY-MM-DD sent, MM-YYYY for the history month filter.
 *
 * Calendar dates are plain `{year, month, day}` values (no time, no zone). The only instant is
 * `now`, passed in by the caller; the client's zone turns it into a local date and time through
 * Intl (the platform's time zone data), so daylight saving changes are handled by the platform.
 * See docs/decisions/042.
 */

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export interface LocalDateTime {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** Orders booked after this local time fall into the next delivery schedule (spec: 3 PM). */
export const DELIVERY_CUTOFF: TimeOfDay = { hour: 15, minute: 0 };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date between 0001-01-01 and 9999-12-31. */
export function isValidCalendarDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

const DAY_MS = 86_400_000;

function toEpochDay(d: CalendarDate): number {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return Math.floor(t.getTime() / DAY_MS);
}

function fromEpochDay(n: number): CalendarDate {
  const t = new Date(n * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The date `days` later (earlier when negative). Pure calendar arithmetic: no zone, no DST. */
export function addDays(d: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(d) + Math.trunc(days));
}

/** Days from a to b (b - a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** Day of the week: 0 Sunday .. 6 Saturday (as JavaScript's getDay). */
export function dayOfWeek(d: CalendarDate): number {
  return (((toEpochDay(d) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** -1, 0 or 1 as a is before, the same as, or after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const x = a.year * 10_000 + a.month * 100 + a.day;
  const y = b.year * 10_000 + b.month * 100 + b.day;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      fractionalSecondDigits: 3,
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the platform knows this IANA time zone ("Asia/Kolkata", "Europe/Berlin", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local date and time of an instant in a time zone. Throws a RangeError for an unknown zone. */
export function localDateTime(now: Date, timeZone: string): LocalDateTime {
  if (Number.isNaN(now.getTime())) throw new RangeError('invalid instant');
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(now)) parts[p.type] = p.value;
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  return {
    date: { year, month: Number(parts.month), day: Number(parts.day) },
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: Number(parts.fractionalSecond ?? 0),
  };
}

/** Today's date in the client's zone. */
export function todayIn(now: Date, timeZone: string): CalendarDate {
  return localDateTime(now, timeZone).date;
}

/**
 * Whether a local time is after the cut-off. 15:00:00.000 exactly is not after it (it is "3 PM");
 * any later instant, even 15:00:00.001, is.
 */
export function isAfterCutoff(local: LocalDateTime, cutoff: TimeOfDay = DELIVERY_CUTOFF): boolean {
  const t = ((local.hour * 60 + local.minute) * 60 + local.second) * 1000 + local.millisecond;
  return t > (cutoff.hour * 60 + cutoff.minute) * 60_000;
}

export interface DeliverySchedule {
  /** Days of the week the distributor delivers, 0 Sunday .. 6 Saturday; empty = every day. */
  deliveryDays: readonly number[];
  /** Whole days between booking and the earliest standard delivery (0 = same day). */
  standardLeadDays: number;
  /** Whole days between booking and express delivery (express ignores the weekly schedule). */
  expressLeadDays: number;
  /** isEnableExpressDelivery: without it there is no express date. */
  expressEnabled: boolean;
  /** Default DELIVERY_CUTOFF (15:00). */
  cutoff?: TimeOfDay;
}

export interface DeliveryDates {
  /** The local date of booking. */
  bookedOn: CalendarDate;
  /** Booked after the cut-off: the order is taken as booked the next day. */
  afterCutoff: boolean;
  /** The first delivery day of the schedule on or after booking day + standard lead days. */
  standard: CalendarDate;
  /** Booking day + express lead days, never later than the standard date; null when express is off. */
  express: CalendarDate | null;
}

function leadDays(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.min(Math.trunc(n), 366) : 0;
}

/**
 * The standard and express delivery dates of an order booked at `now`.
 * Model: each delivery slot closes at the cut-off (15:00 local) its lead days before the slot; so
 * an order booked after the cut-off counts as booked the next day and falls into the next slot.
 * Every date is on or after today in the client's zone.
 */
export function deliveryDates(now: Date, timeZone: string, schedule: DeliverySchedule): DeliveryDates {
  const local = localDateTime(now, timeZone);
  const afterCutoff = isAfterCutoff(local, schedule.cutoff ?? DELIVERY_CUTOFF);
  const effective = afterCutoff ? addDays(local.date, 1) : local.date;
  const days = new Set(schedule.deliveryDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  let standard = addDays(effective, leadDays(schedule.standardLeadDays));
  if (days.size > 0) {
    while (!days.has(dayOfWeek(standard))) standard = addDays(standard, 1);
  }
  let express: CalendarDate | null = null;
  if (schedule.expressEnabled) {
    const e = addDays(effective, leadDays(schedule.expressLeadDays));
    express = compareDates(e, standard) > 0 ? standard : e;
  }
  return { bookedOn: local.date, afterCutoff, standard, express };
}

/** The date sent on submit: the express date when the retailer chose express, else the standard one. */
export function submitDeliveryDate(dates: {
  standard: CalendarDate;
  express: CalendarDate | null;
  expressChosen: boolean;
}): CalendarDate {
  return dates.expressChosen && dates.express ? dates.express : dates.standard;
}

/**
 * Whether a submitted delivery date can be accepted: not before the earliest date offered now
 * (express when on, else standard) and at most `maxDaysAhead` days after the standard date.
 * A page loaded before the cut-off and submitted after it offers a date that is now too early.
 */
export function isAcceptableDeliveryDate(
  date: CalendarDate,
  offered: DeliveryDates,
  maxDaysAhead = 30,
): boolean {
  if (!isValidCalendarDate(date)) return false;
  const earliest = offered.express ?? offered.standard;
  return compareDates(date, earliest) >= 0 && daysBetween(offered.standard, date) <= maxDaysAhead;
}

// ------------------------------------------------------------------------------------------
// Formats
// ------------------------------------------------------------------------------------------

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** DD-MM-YYYY, as the screens show a date. */
export function formatDisplayDate(d: CalendarDate): string {
  return `${pad(d.day, 2)}-${pad(d.month, 2)}-${pad(d.year, 4)}`;
}

/** YYYY-MM-DD, as the API sends a date. */
export function formatApiDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

function checked(d: CalendarDate): CalendarDate | null {
  return isValidCalendarDate(d) ? d : null;
}

/** A DD-MM-YYYY date, or null when the text is not one or the date does not exist (31-04-2025). */
export function parseDisplayDate(text: string): CalendarDate | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  return m ? checked({ year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) }) : null;
}

/** A YYYY-MM-DD date, or null when the text is not one or the date does not exist (2025-02-29). */
export function parseApiDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? checked({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }) : null;
}

export interface CalendarMonth {
  year: number;
  month: number;
}

/** MM-YYYY (the history filter's month). */
export function formatMonth(m: CalendarMonth): string {
  return `${pad(m.month, 2)}-${pad(m.year, 4)}`;
}

/** A MM-YYYY month, or null. */
export function parseMonth(text: string): CalendarMonth | null {
  const m = /^(\d{2})-(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = { year: Number(m[2]), month: Number(m[1]) };
  return month.year >= 1 && month.month >= 1 && month.month <= 12 ? month : null;
}

/** The first and last day of a month (29 February in a leap year). */
export function monthRange(m: CalendarMonth): { from: CalendarDate; to: CalendarDate } {
  return {
    from: { year: m.year, month: m.month, day: 1 },
    to: { year: m.year, month: m.month, day: daysInMonth(m.year, m.month) },
  };
}
