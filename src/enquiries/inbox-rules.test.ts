import { describe, expect, it } from 'vitest';
import {
  isFirstResponse,
  LEAD_STATUSES,
  type LeadStatus,
  LOST_REASON_ONLY_WHEN_LOST,
  LOST_REASON_REQUIRED,
  LOST_REASONS,
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
