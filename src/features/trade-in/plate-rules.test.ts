import { describe, expect, it } from 'vitest';
import {
  AU_STATES,
  type AuState,
  MAX_PLATE_INPUT,
  normalisePlate,
  PLATE_CHARACTERS_MESSAGE,
  PLATE_EMPTY_MESSAGE,
  PLATE_MAX_LENGTH,
  plateProblem,
  plateTooLongMessage,
  STATE_MESSAGE,
  stateProblem,
} from './plate-rules';
import { RegoLookupSchema } from './schema';

describe('normalisePlate', () => {
  it.each([
    ['abc123', 'ABC123'],
    [' ABC 123 ', 'ABC123'],
    ['abc-123', 'ABC123'],
    ['A.B.C.1.2.3', 'ABC123'],
    ['ab\t12\ncd', 'AB12CD'],
    ['- . -', ''],
    ['', ''],
    ['ab_12', 'AB_12'],
  ])('%j → %j', (text, plate) => {
    expect(normalisePlate(text)).toBe(plate);
  });
});

describe('plateProblem', () => {
  it.each<[string, AuState | undefined, string | null]>([
    ['', 'NSW', PLATE_EMPTY_MESSAGE],
    ['   ', 'NSW', PLATE_EMPTY_MESSAGE],
    ['-.-', 'QLD', PLATE_EMPTY_MESSAGE],
    ['A', 'NSW', null],
    ['1', 'TAS', null],
    ['AB12CD', 'NSW', null],
    ['ab 12 cd', 'NSW', null],
    ['AB12CDE', 'NSW', 'A NSW registration has up to 6 letters and numbers.'],
    ['1AB2CD', 'VIC', null],
    ['1AB2CDE', 'VIC', 'A VIC registration has up to 6 letters and numbers.'],
    ['123ABC', 'QLD', null],
    ['123ABCD', 'QLD', 'A QLD registration has up to 6 letters and numbers.'],
    ['S123ABC', 'SA', null],
    ['S123ABCD', 'SA', 'A SA registration has up to 7 letters and numbers.'],
    ['1ABC234', 'WA', null],
    ['1ABC2345', 'WA', 'A WA registration has up to 7 letters and numbers.'],
    ['A12BC', 'TAS', null],
    ['A12BCDE', 'TAS', 'A TAS registration has up to 6 letters and numbers.'],
    ['CA12BC', 'NT', null],
    ['CA12BCD', 'NT', 'A NT registration has up to 6 letters and numbers.'],
    ['YAB12C', 'ACT', null],
    ['YAB12CD', 'ACT', 'A ACT registration has up to 6 letters and numbers.'],
    ['AB12C!', 'NSW', PLATE_CHARACTERS_MESSAGE],
    ['AB_12', 'NSW', PLATE_CHARACTERS_MESSAGE],
    ['ÄB12CD', 'NSW', PLATE_CHARACTERS_MESSAGE],
    ['AB\u000012', 'NSW', PLATE_CHARACTERS_MESSAGE],
    ['ABC123!!!!', 'NSW', PLATE_CHARACTERS_MESSAGE],
    // Without a state, the longest any state issues.
    ['1ABC234', undefined, null],
    ['1ABC2345', undefined, 'A registration has up to 7 letters and numbers.'],
    ['', undefined, PLATE_EMPTY_MESSAGE],
  ])('%j in %s → %j', (plate, state, problem) => {
    expect(plateProblem(plate, state)).toBe(problem);
  });

  it('refuses typed text over 20 characters even when its plate would fit', () => {
    const spaced = (length: number) => 'A'.padEnd(length, ' ');
    expect(MAX_PLATE_INPUT).toBe(20);
    expect(plateProblem(spaced(20), 'NSW')).toBeNull();
    expect(plateProblem(`${spaced(20)}B`, 'NSW')).toBe(plateTooLongMessage('NSW'));
  });

  it('allows 7 characters in SA and WA and 6 elsewhere', () => {
    expect(PLATE_MAX_LENGTH).toEqual({ NSW: 6, VIC: 6, QLD: 6, SA: 7, WA: 7, TAS: 6, NT: 6, ACT: 6 });
    for (const state of AU_STATES) {
      const max = PLATE_MAX_LENGTH[state];
      expect(plateProblem('A'.repeat(max), state)).toBeNull();
      expect(plateProblem('A'.repeat(max + 1), state)).toBe(plateTooLongMessage(state));
    }
  });
});

describe('stateProblem', () => {
  it.each<[unknown, string | null]>([
    ...AU_STATES.map((state): [unknown, null] => [state, null]),
    ['nsw', STATE_MESSAGE],
    [' NSW', STATE_MESSAGE],
    ['', STATE_MESSAGE],
    ['NZ', STATE_MESSAGE],
    ['NSW\u0000', STATE_MESSAGE],
    [null, STATE_MESSAGE],
    [undefined, STATE_MESSAGE],
    [2, STATE_MESSAGE],
  ])('%j → %j', (state, problem) => {
    expect(stateProblem(state)).toBe(problem);
  });
});

describe('RegoLookupSchema', () => {
  it('gives the plate to look up, normalised, with its state', () => {
    expect(RegoLookupSchema.parse({ rego: ' s123-abc ', regoState: 'SA' })).toEqual({
      plate: 'S123ABC',
      state: 'SA',
    });
  });

  it.each<[unknown, { field: string; message: string }[]]>([
    [{ rego: '', regoState: 'NSW' }, [{ field: 'rego', message: PLATE_EMPTY_MESSAGE }]],
    [{ regoState: 'NSW' }, [{ field: 'rego', message: PLATE_EMPTY_MESSAGE }]],
    [{ rego: 123456, regoState: 'NSW' }, [{ field: 'rego', message: PLATE_EMPTY_MESSAGE }]],
    [{ rego: 'AB-12#', regoState: 'NSW' }, [{ field: 'rego', message: PLATE_CHARACTERS_MESSAGE }]],
    [{ rego: 'S123ABC', regoState: 'NSW' }, [{ field: 'rego', message: plateTooLongMessage('NSW') }]],
    [{ rego: 'ABC123', regoState: 'Qld' }, [{ field: 'regoState', message: STATE_MESSAGE }]],
    [{ rego: 'ABC123' }, [{ field: 'regoState', message: STATE_MESSAGE }]],
    [
      { rego: '1ABC2345', regoState: 'XX' },
      [
        { field: 'rego', message: plateTooLongMessage() },
        { field: 'regoState', message: STATE_MESSAGE },
      ],
    ],
  ])('%j → %j', (body, issues) => {
    const result = RegoLookupSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    ).toEqual(issues);
  });
});
