/**
 * The worked compound-interest example of Learn More, computed at build time so the
 * numbers on the page always add up. Deposits are paid at the start of each year and the
 * whole balance grows by a fixed rate at the end of each year.
 */

/** One person's plan: a yearly deposit paid from `startAge` for `years` years. */
export interface SavingsPlan {
  name: string;
  startAge: number;
  years: number;
}

/** The assumptions shared by every plan of the example. */
export interface ExampleAssumptions {
  /** Paid at the start of each year of the plan, in dollars, e.g. 1200. */
  deposit: number;
  /** Growth per year as a fraction, e.g. 0.06 for 6%. */
  rate: number;
}

/** A plan at the start of one age: what was paid in so far and what it is worth, in whole dollars. */
export interface PlanSnapshot {
  age: number;
  paidIn: number;
  value: number;
}

/** What `plan` has paid in and is worth at the start of `age`, before that year's deposit. */
export function snapshotAt(plan: SavingsPlan, age: number, { deposit, rate }: ExampleAssumptions): PlanSnapshot {
  let value = 0;
  let paidIn = 0;
  for (let year = plan.startAge; year < age; year += 1) {
    if (year < plan.startAge + plan.years) {
      value += deposit;
      paidIn += deposit;
    }
    value *= 1 + rate;
  }
  return { age, paidIn, value: Math.round(value) };
}

/** Snapshots of `plan` at each of `ages`. */
export function snapshots(plan: SavingsPlan, ages: readonly number[], assumptions: ExampleAssumptions): PlanSnapshot[] {
  return ages.map((age) => snapshotAt(plan, age, assumptions));
}

/** Dollars as a page in `locale` shows them: "96,297" in English, "96.297" in Spanish and Portuguese. */
export function dollars(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' }).format(amount);
}

/**
 * US dollars with their sign, as a page in `locale` writes them: "$96,297" in English, "96.297 US$"
 * in Spanish, "US$ 96.297" in Portuguese; `compact` for a chart's axis ("$20K", "US$ 20 mil").
 */
export function usd(amount: number, locale = 'en-US', compact = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    ...(compact ? { notation: 'compact' } : {}),
  }).format(amount);
}

/** The example on the page: Amara starts early and stops, Ben starts later and pays in three times as much. */
export const COMPOUND_EXAMPLE = {
  assumptions: { deposit: 1200, rate: 0.06 },
  amara: { name: 'Amara', startAge: 25, years: 10 },
  ben: { name: 'Ben', startAge: 35, years: 30 },
  /** Rows of the table. */
  ages: [30, 35, 45, 55, 65],
  /** Points of the chart, one per year. */
  chartAges: Array.from({ length: 41 }, (_, index) => 25 + index),
} as const satisfies {
  assumptions: ExampleAssumptions;
  amara: SavingsPlan;
  ben: SavingsPlan;
  ages: readonly number[];
  chartAges: readonly number[];
};
