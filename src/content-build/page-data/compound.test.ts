import { describe, expect, it } from 'vitest';
import { COMPOUND_EXAMPLE, dollars, snapshotAt, snapshots } from './compound.ts';

const { assumptions, amara, ben } = COMPOUND_EXAMPLE;

/** Future value of `count` deposits paid at the start of each year, `years` years after the first. */
const annuityDue = (count: number, rate: number) => (assumptions.deposit * (1 + rate) * ((1 + rate) ** count - 1)) / rate;

describe('the compound interest example', () => {
  it('counts nothing before a plan starts', () => {
    expect(snapshotAt(ben, 30, assumptions)).toEqual({ age: 30, paidIn: 0, value: 0 });
  });

  it('matches the textbook formula for deposits at the start of each year', () => {
    expect(snapshotAt(amara, 35, assumptions).value).toBe(Math.round(annuityDue(10, 0.06)));
    expect(snapshotAt(amara, 65, assumptions).value).toBe(Math.round(annuityDue(10, 0.06) * 1.06 ** 30));
    expect(snapshotAt(ben, 65, assumptions).value).toBe(Math.round(annuityDue(30, 0.06)));
  });

  it('adds up: Amara pays a third of what Ben pays and ends close to him', () => {
    const [amaraEnd, benEnd] = [snapshotAt(amara, 65, assumptions), snapshotAt(ben, 65, assumptions)];
    expect(amaraEnd.paidIn).toBe(12_000);
    expect(benEnd.paidIn).toBe(36_000);
    expect(dollars(amaraEnd.value)).toBe('96,295');
    expect(dollars(benEnd.value)).toBe('100,562');
    expect(benEnd.value - amaraEnd.value).toBe(4_267);
  });

  it('gives one snapshot per row of the table, in order', () => {
    expect(snapshots(amara, COMPOUND_EXAMPLE.ages, assumptions).map(({ age }) => age)).toEqual([30, 35, 45, 55, 65]);
  });
});
