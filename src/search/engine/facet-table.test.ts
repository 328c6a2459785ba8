import { describe, expect, it } from 'vitest';
import { FacetTable } from './facet-table';

function bitsOf(words: number, slots: number[]): Uint32Array {
  const bits = new Uint32Array(words);
  for (const s of slots) bits[s >>> 5] |= 1 << (s & 31);
  return bits;
}

function countsOf(table: FacetTable, field: number, codes: number[], bits: Uint32Array, minus?: Uint32Array) {
  const counts = new Int32Array(table.codeCount);
  table.add(counts, bits, minus ?? null, null, 1, 0, bits.length);
  return Array.from(table.globalsIn(field, Int32Array.from(codes)), (i) => counts[i]);
}

describe('FacetTable', () => {
  it('counts each field apart, widening a column past 255 and 65,535 codes', () => {
    const table = new FacetTable(2);
    table.grow(40);
    const codes = [1, 300, 70_000, 1, 300];
    codes.forEach((code, slot) => {
      table.set(slot, 0, code);
      table.set(slot, 1, 2);
    });
    table.grow(80); // keeps the widened codes
    const all = bitsOf(3, [0, 1, 2, 3, 4]);
    expect(countsOf(table, 0, [1, 300, 70_000, 5], all)).toEqual([2, 2, 1, 0]);
    expect(countsOf(table, 1, [2, 1], all)).toEqual([5, 0]);
    expect(countsOf(table, 0, [1, 300, 70_000], all, bitsOf(3, [1, 2]))).toEqual([2, 1, 0]);
  });

  it('counts only the fields asked for, in the words asked for', () => {
    const table = new FacetTable(2);
    table.grow(100);
    for (let slot = 0; slot < 100; slot += 1) {
      table.set(slot, 0, 1 + (slot % 3));
      table.set(slot, 1, 1);
    }
    const counts = new Int32Array(table.codeCount);
    table.add(counts, bitsOf(4, [0, 1, 2, 40, 41, 70]), null, Int32Array.of(1), 1, 1, 2);
    expect(Array.from(table.globalsIn(1, Int32Array.of(1)), (i) => counts[i])).toEqual([2]);
    expect(Array.from(table.globalsIn(0, Int32Array.of(1, 2, 3)), (i) => counts[i])).toEqual([0, 0, 0]);
  });
});
