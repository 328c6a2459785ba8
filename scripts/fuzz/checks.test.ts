import { describe, expect, it } from 'vitest';
import { type Answer, junkRows, problemsOf } from './checks';

const answer = (status: number, body: string, contentType = 'application/json'): Answer => ({
  status,
  body,
  contentType,
  ms: 1,
});

describe('problemsOf', () => {
  it.each([
    [answer(200, '{"hits":[]}'), '/api/search'],
    [answer(204, ''), '/api/events'],
    [answer(400, '{"error":"Invalid field: a","issues":[{"field":"a","message":"Required"}]}'), '/api/leads'],
    [answer(404, '{"error":"Car not found"}'), '/api/cars/x/pdf'],
    [answer(400, '<html>400: Bad Request</html>', 'text/html'), '/api/cars/%zz/pdf'],
    [answer(200, '%PDF-1.7 at x (/work/a.ts:1:2)', 'application/pdf'), '/api/cars/a/pdf'],
  ])('finds nothing wrong with %j to %s', (outcome, target) => {
    expect(problemsOf(outcome, target)).toEqual([]);
  });

  it.each([
    [answer(500, '{"error":"An unexpected error occured"}'), 'status 500'],
    [answer(502, '{"error":"x"}'), 'status 502'],
    [answer(400, '{"error":"x","stack":"TypeError: a\\n    at run (/work/src/a.ts:3:9)"}'), 'a stack frame'],
    [answer(404, '{"error":"ENOENT: /home/app/x"}'), 'a file path'],
    [answer(400, '{"error":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}'), 'a database error'],
    [answer(400, '{"error":"value \\"99999999999\\" is out of range for type integer"}'), 'a database error'],
    [answer(400, 'Bad Request', 'text/plain'), '400 without { error, issues? } JSON'],
    [answer(400, '{"error":1}'), '400 without { error, issues? } JSON'],
    [answer(400, '{"error":"x","issues":[{"field":1}]}'), '400 without { error, issues? } JSON'],
    [{ failed: 'socket hang up' }, 'no answer'],
  ])('finds %j wrong (%s)', (outcome, problem) => {
    expect(problemsOf(outcome, '/api/leads').join('; ')).toContain(problem);
  });
});

describe('junkRows', () => {
  it.each([
    [{ leads: 10 }, { leads: 10 }, {}, []],
    [{ leads: 10 }, { leads: 12 }, { 'POST /api/leads': 2 }, []],
    [{ leads: 10 }, { leads: 12 }, { 'POST /api/leads': 1, 'POST /api/trade-in/valuations': 1 }, []],
    [{ leads: 10 }, { leads: 11 }, {}, ['leads: 1 new rows, but 0 successful writes']],
    [
      { phone_reveals: 0 },
      { phone_reveals: 3 },
      { 'POST /api/phone-reveal': 2 },
      ['phone_reveals: 3 new rows, but 2 successful writes'],
    ],
  ])('%j → %j after %j: %j', (before, after, successes, expected) => {
    expect(junkRows(before, after, successes)).toEqual(expected);
  });
});
