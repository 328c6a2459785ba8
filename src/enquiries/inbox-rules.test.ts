import { describe, expect, it } from 'vitest';
import {
  isFirstResponse,
  LEAD_STATUSES,
  type LeadStatus,
  LOST_REASON_ONLY_WHEN_LOST,
  LOST_REASON_REQUIRED,
  LOST_REASONS,
  responseTimeText,
  statusChangeProblem,
} from './inbox-rules';

describe('statusChangeProblem', () => {
  it.each([
    ['lost', 'Bought elsewhere', null],
    ['lost', 'Other', null],
    ['lost', null, LOST_REASON_REQUIRED],
    ['lost', '', LOST_REASON_REQUIRED],
    ['lost', 'bought elsewhere', LOST_REASON_REQUIRED],
    ['contacted', null, null],
    ['won', 'Price', LOST_REASON_ONLY_WHEN_LOST],
    ['junk', null, null],
  ] as const)('to %s with the reason %j: %s', (to, reason, problem) => {
    expect(statusChangeProblem(to, reason)).toBe(problem);
  });

  it('every listed reason is accepted', () => {
    for (const reason of LOST_REASONS) expect(statusChangeProblem('lost', reason)).toBeNull();
  });
});

describe('isFirstResponse', () => {
  const table: [LeadStatus, LeadStatus, boolean][] = [
    ['new', 'contacted', true],
    ['new', 'appointment', true],
    ['new', 'won', true],
    ['new', 'lost', true],
    ['new', 'junk', false],
    ['new', 'new', false],
    ['contacted', 'appointment', false],
    ['junk', 'contacted', false],
  ];
  it.each(table)('%s → %s: %s', (from, to, expected) => {
    expect(isFirstResponse(from, to)).toBe(expected);
  });

  it('the statuses run New, Contacted, Appointment, Won, Lost, Junk', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'appointment', 'won', 'lost', 'junk']);
  });
});

describe('responseTimeText', () => {
  const at = new Date('2026-11-28T00:00:00Z');
  const after = (ms: number) => new Date(at.getTime() + ms);
  it.each([
    [0, '0 min'],
    [59_999, '0 min'],
    [60_000, '1 min'],
    [59 * 60_000, '59 min'],
    [60 * 60_000, '1 h'],
    [(3 * 60 + 5) * 60_000, '3 h 5 min'],
    [24 * 3_600_000 - 60_000, '23 h 59 min'],
    [24 * 3_600_000, '1 day'],
    [(2 * 24 + 4) * 3_600_000, '2 days 4 h'],
    [-60_000, '0 min'],
  ])('%i ms → %s', (ms, text) => {
    expect(responseTimeText(at, after(ms))).toBe(text);
  });
});
