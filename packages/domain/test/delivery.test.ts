import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  type CalendarDate,
  compareDates,
  type DeliverySchedule,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  deliveryDates,
  formatApiDate,
  formatDisplayDate,
  formatMonth,
  isAcceptableDeliveryDate,
  isAfterCutoff,
  isLeapYear,
  isValidCalendarDate,
  isValidTimeZone,
  localDateTime,
  monthRange,
  parseApiDate,
  parseDisplayDate,
  parseMonth,
  submitDeliveryDate,
  todayIn,
} from '../src/rules/delivery.ts';

const date = (iso: string): CalendarDate => {
  const d = parseApiDate(iso);
  if (!d) throw new Error(`bad test date ${iso}`);
  return d;
};
const at = (iso: string) => new Date(iso);
const KOLKATA = 'Asia/Kolkata';
const BERLIN = 'Europe/Berlin';

const daily: DeliverySchedule = {
  deliveryDays: [],
  standardLeadDays: 1,
  expressLeadDays: 0,
  expressEnabled: true,
};
const monWedFri: DeliverySchedule = { ...daily, deliveryDays: [1, 3, 5] };

describe('calendar', () => {
  it('knows leap years and month lengths', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2025)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays(date('2025-01-31'), 1)).toEqual(date('2025-02-01'));
    expect(addDays(date('2024-02-28'), 1)).toEqual(date('2024-02-29'));
    expect(addDays(date('2025-02-28'), 1)).toEqual(date('2025-03-01'));
    expect(addDays(date('2025-12-31'), 1)).toEqual(date('2026-01-01'));
    expect(addDays(date('2025-03-01'), -1)).toEqual(date('2025-02-28'));
    expect(daysBetween(date('2024-01-01'), date('2025-01-01'))).toBe(366);
  });

  it('knows the day of the week (0 Sunday)', () => {
    expect(dayOfWeek(date('1970-01-01'))).toBe(4);
    expect(dayOfWeek(date('2025-06-01'))).toBe(0);
    expect(dayOfWeek(date('2025-06-02'))).toBe(1);
    expect(dayOfWeek(date('2024-02-29'))).toBe(4);
    expect(dayOfWeek(date('1969-12-31'))).toBe(3);
  });

  it('compares dates', () => {
    expect(compareDates(date('2025-01-01'), date('2025-01-02'))).toBe(-1);
    expect(compareDates(date('2025-01-02'), date('2025-01-02'))).toBe(0);
    expect(compareDates(date('2026-01-01'), date('2025-12-31'))).toBe(1);
  });
});

describe('local time in the client zone', () => {
  it('reads the local date and time through Intl', () => {
    expect(localDateTime(at('2025-06-02T09:30:00Z'), KOLKATA)).toEqual({
      date: date('2025-06-02'),
      hour: 15,
      minute: 0,
      second: 0,
      millisecond: 0,
    });
    // 20:00 UTC on New Year's Eve is already 1 January in India
    expect(todayIn(at('2025-12-31T20:00:00Z'), KOLKATA)).toEqual(date('2026-01-01'));
    expect(todayIn(at('2025-12-31T20:00:00Z'), 'UTC')).toEqual(date('2025-12-31'));
  });

  it('follows daylight saving time in Berlin', () => {
    // winter (CET, UTC+1) and summer (CEST, UTC+2) on both sides of 30 March 2025
    expect(localDateTime(at('2025-03-29T14:00:00Z'), BERLIN).hour).toBe(15);
    expect(localDateTime(at('2025-03-30T13:00:00Z'), BERLIN).hour).toBe(15);
    expect(localDateTime(at('2025-03-30T00:59:59Z'), BERLIN).hour).toBe(1);
    expect(localDateTime(at('2025-03-30T01:00:00Z'), BERLIN).hour).toBe(3);
    // and back on 26 October 2025
    expect(localDateTime(at('2025-10-26T14:00:00Z'), BERLIN).hour).toBe(15);
  });

  it('refuses unknown zones and bad instants', () => {
    expect(isValidTimeZone(KOLKATA)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(() => localDateTime(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDateTime(new Date(Number.NaN), KOLKATA)).toThrow(RangeError);
  });
});

describe('the 3 PM cut-off', () => {
  it('15:00:00.000 is not after it; a millisecond later is', () => {
    const base = { date: date('2025-06-02'), hour: 15, minute: 0, second: 0, millisecond: 0 };
    expect(isAfterCutoff(base)).toBe(false);
    expect(isAfterCutoff({ ...base, millisecond: 1 })).toBe(true);
    expect(isAfterCutoff({ ...base, hour: 14, minute: 59, second: 59, millisecond: 999 })).toBe(false);
    expect(isAfterCutoff({ ...base, hour: 23, minute: 59 })).toBe(true);
    expect(isAfterCutoff({ ...base, hour: 0 })).toBe(false);
    expect(isAfterCutoff({ ...base, hour: 10, minute: 1 }, { hour: 10, minute: 0 })).toBe(true);
  });

  it('moves an order booked after 3 PM in Kolkata into the next schedule', () => {
    const before = deliveryDates(at('2025-06-02T09:29:59Z'), KOLKATA, daily); // Mon 14:59:59 IST
    expect(before).toEqual({
      bookedOn: date('2025-06-02'),
      afterCutoff: false,
      standard: date('2025-06-03'),
      express: date('2025-06-02'),
    });
    const exactly = deliveryDates(at('2025-06-02T09:30:00Z'), KOLKATA, daily); // 15:00:00 IST
    expect(exactly.afterCutoff).toBe(false);
    expect(exactly.standard).toEqual(date('2025-06-03'));
    const after = deliveryDates(at('2025-06-02T09:30:00.001Z'), KOLKATA, daily);
    expect(after).toEqual({
      bookedOn: date('2025-06-02'),
      afterCutoff: true,
      standard: date('2025-06-04'),
      express: date('2025-06-03'),
    });
  });

  it('reads the cut-off in local time on both sides of a Berlin DST change', () => {
    // 15:30 CET on Saturday 29 March and 15:30 CEST on Sunday 30 March are both after 3 PM
    expect(deliveryDates(at('2025-03-29T14:30:00Z'), BERLIN, daily)).toMatchObject({
      afterCutoff: true,
      standard: date('2025-03-31'),
    });
    expect(deliveryDates(at('2025-03-30T13:30:00Z'), BERLIN, daily)).toMatchObject({
      afterCutoff: true,
      standard: date('2025-04-01'),
    });
    // 13:00 UTC on the Sunday is exactly 15:00 CEST (not after)
    expect(deliveryDates(at('2025-03-30T13:00:00Z'), BERLIN, daily).afterCutoff).toBe(false);
    // autumn: 14:00 UTC on 26 October is exactly 15:00 CET; 13:30 UTC is 14:30 CET
    expect(deliveryDates(at('2025-10-26T14:00:00Z'), BERLIN, daily).afterCutoff).toBe(false);
    expect(deliveryDates(at('2025-10-26T14:00:01Z'), BERLIN, daily).afterCutoff).toBe(true);
    expect(deliveryDates(at('2025-10-26T13:30:00Z'), BERLIN, daily).afterCutoff).toBe(false);
  });
});

describe('standard and express delivery dates', () => {
  it('waits for a delivery day of the weekly schedule', () => {
    // Monday 10:00 IST: earliest Tuesday, next delivery day Wednesday
    expect(deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, monWedFri).standard).toEqual(
      date('2025-06-04'),
    );
    // Wednesday 16:00 IST: taken as Thursday, earliest Friday
    expect(deliveryDates(at('2025-06-04T10:30:00Z'), KOLKATA, monWedFri).standard).toEqual(
      date('2025-06-06'),
    );
    // Friday 16:00 IST: taken as Saturday, earliest Sunday, delivered Monday
    expect(deliveryDates(at('2025-06-06T10:30:00Z'), KOLKATA, monWedFri).standard).toEqual(
      date('2025-06-09'),
    );
  });

  it('allows same-day delivery with 0 lead days', () => {
    const sameDay = { ...daily, standardLeadDays: 0 };
    expect(deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, sameDay).standard).toEqual(date('2025-06-02'));
  });

  it('crosses month ends, year ends and leap days', () => {
    expect(deliveryDates(at('2025-01-31T10:00:00Z'), KOLKATA, daily).standard).toEqual(date('2025-02-02'));
    expect(deliveryDates(at('2024-02-28T04:00:00Z'), KOLKATA, daily).standard).toEqual(date('2024-02-29'));
    expect(deliveryDates(at('2024-02-28T10:00:00Z'), KOLKATA, daily).standard).toEqual(date('2024-03-01'));
    expect(deliveryDates(at('2025-12-31T10:00:00Z'), KOLKATA, daily).standard).toEqual(date('2026-01-02'));
  });

  it('gives no express date when express is off, and never one later than standard', () => {
    expect(
      deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, { ...daily, expressEnabled: false }).express,
    ).toBeNull();
    const slowExpress = { ...daily, expressLeadDays: 5 };
    const d = deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, slowExpress);
    expect(d.express).toEqual(d.standard);
  });

  it('ignores bad schedule values', () => {
    const bad = {
      deliveryDays: [9, -1, 2.5],
      standardLeadDays: -3,
      expressLeadDays: Number.NaN,
      expressEnabled: true,
    };
    expect(deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, bad)).toMatchObject({
      standard: date('2025-06-02'),
      express: date('2025-06-02'),
    });
  });

  it('sends the express date when chosen, else the standard one', () => {
    const standard = date('2025-06-04');
    const express = date('2025-06-03');
    expect(submitDeliveryDate({ standard, express, expressChosen: true })).toEqual(express);
    expect(submitDeliveryDate({ standard, express, expressChosen: false })).toEqual(standard);
    expect(submitDeliveryDate({ standard, express: null, expressChosen: true })).toEqual(standard);
  });

  it('accepts on submit a date from the earliest offered up to 30 days after standard', () => {
    const offered = deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, daily); // standard 06-03, express 06-02
    expect(isAcceptableDeliveryDate(date('2025-06-02'), offered)).toBe(true);
    expect(isAcceptableDeliveryDate(date('2025-06-01'), offered)).toBe(false);
    expect(isAcceptableDeliveryDate(date('2025-07-03'), offered)).toBe(true);
    expect(isAcceptableDeliveryDate(date('2025-07-04'), offered)).toBe(false);
    const noExpress = deliveryDates(at('2025-06-02T04:30:00Z'), KOLKATA, { ...daily, expressEnabled: false });
    expect(isAcceptableDeliveryDate(date('2025-06-02'), noExpress)).toBe(false);
    expect(isAcceptableDeliveryDate({ year: 2025, month: 2, day: 30 }, offered)).toBe(false);
  });

  const zones = fc.constantFrom(
    KOLKATA,
    BERLIN,
    'UTC',
    'America/New_York',
    'Pacific/Auckland',
    'Asia/Kathmandu',
  );
  const instants = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const schedules = fc.record({
    deliveryDays: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
    standardLeadDays: fc.integer({ min: 0, max: 10 }),
    expressLeadDays: fc.integer({ min: 0, max: 3 }),
    expressEnabled: fc.boolean(),
  });

  it('property: no delivery date is before today in the client zone; standard is a delivery day', () => {
    fc.assert(
      fc.property(instants, zones, schedules, (now, zone, schedule) => {
        const today = todayIn(now, zone);
        const d = deliveryDates(now, zone, schedule);
        expect(d.bookedOn).toEqual(today);
        expect(compareDates(d.standard, today)).toBeGreaterThanOrEqual(0);
        const earliest = addDays(today, (d.afterCutoff ? 1 : 0) + schedule.standardLeadDays);
        expect(compareDates(d.standard, earliest)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(earliest, d.standard)).toBeLessThan(7);
        if (schedule.deliveryDays.length > 0) expect(schedule.deliveryDays).toContain(dayOfWeek(d.standard));
        if (d.express) {
          expect(compareDates(d.express, today)).toBeGreaterThanOrEqual(0);
          expect(compareDates(d.express, d.standard)).toBeLessThanOrEqual(0);
        } else {
          expect(schedule.expressEnabled).toBe(false);
        }
      }),
    );
  });
});

describe('date formats', () => {
  it('shows DD-MM-YYYY and sends YYYY-MM-DD', () => {
    const d = date('2025-03-07');
    expect(formatDisplayDate(d)).toBe('07-03-2025');
    expect(formatApiDate(d)).toBe('2025-03-07');
    expect(parseDisplayDate('07-03-2025')).toEqual(d);
    expect(parseApiDate(' 2025-03-07 ')).toEqual(d);
  });

  it('refuses text that is not a real date', () => {
    for (const bad of [
      '29-02-2023',
      '31-04-2025',
      '00-01-2025',
      '01-13-2025',
      '1-1-2025',
      '2025-03-07',
      '',
      'abc',
    ]) {
      expect(parseDisplayDate(bad)).toBeNull();
    }
    for (const bad of [
      '2023-02-29',
      '2025-04-31',
      '2025-00-10',
      '2025-1-01',
      '0000-01-01',
      '07-03-2025',
      '2025/03/07',
    ]) {
      expect(parseApiDate(bad)).toBeNull();
    }
    expect(parseDisplayDate('29-02-2024')).toEqual(date('2024-02-29'));
    expect(parseDisplayDate('29-02-2000')).toEqual(date('2000-02-29'));
    expect(parseDisplayDate('29-02-1900')).toBeNull();
    expect(isValidCalendarDate({ year: 2025, month: 2, day: 28.5 })).toBe(false);
  });

  it('reads and writes the MM-YYYY month and its range', () => {
    expect(parseMonth('02-2024')).toEqual({ year: 2024, month: 2 });
    expect(parseMonth('13-2024')).toBeNull();
    expect(parseMonth('2-2024')).toBeNull();
    expect(parseMonth('00-2024')).toBeNull();
    expect(formatMonth({ year: 2024, month: 2 })).toBe('02-2024');
    expect(monthRange({ year: 2024, month: 2 })).toEqual({
      from: date('2024-02-01'),
      to: date('2024-02-29'),
    });
    expect(monthRange({ year: 2025, month: 2 }).to).toEqual(date('2025-02-28'));
    expect(monthRange({ year: 2025, month: 12 }).to).toEqual(date('2025-12-31'));
  });

  const dates = fc
    .record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .filter(isValidCalendarDate);

  it('property: parse(format(d)) = d in both formats', () => {
    fc.assert(
      fc.property(dates, (d) => {
        expect(parseDisplayDate(formatDisplayDate(d))).toEqual(d);
        expect(parseApiDate(formatApiDate(d))).toEqual(d);
      }),
    );
  });

  it('property: adding days and counting them back agree', () => {
    fc.assert(
      fc.property(
        dates.filter((d) => d.year > 1 && d.year < 9999),
        fc.integer({ min: -366, max: 366 }),
        (d, n) => {
          const e = addDays(d, n);
          expect(isValidCalendarDate(e)).toBe(true);
          expect(daysBetween(d, e)).toBe(n);
          expect(dayOfWeek(e)).toBe((((dayOfWeek(d) + n) % 7) + 7) % 7);
        },
      ),
    );
  });
});
