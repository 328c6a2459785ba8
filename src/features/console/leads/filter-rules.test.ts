import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  INBOX_MAX_PAGE,
  inboxQuery,
  isFiltered,
  pageCount,
  readInboxFilter,
  SEARCH_MAX_LENGTH,
} from './filter-rules';

const read = (query: string) => readInboxFilter(new URLSearchParams(query));

describe('readInboxFilter', () => {
  it('reads nothing as the whole inbox, page 1', () => {
    expect(read('')).toEqual(EMPTY_FILTER);
  });

  it.each([
    ['status=contacted', { status: 'contacted' }],
    ['status=Contacted', { status: null }],
    ['status=closed', { status: null }],
    ['kind=test-drive', { kind: 'test-drive' }],
    ['kind=online-payment', { kind: 'online-payment' }],
    ['kind=fax', { kind: null }],
    ['dealership=12', { dealership: 12 }],
    ['dealership=0', { dealership: null }],
    ['dealership=-3', { dealership: null }],
    ['dealership=2147483647', { dealership: 2_147_483_647 }],
    ['dealership=2147483648', { dealership: null }],
    ['dealership=1e3', { dealership: null }],
    ['location=7', { location: 7 }],
    ['location=abc', { location: null }],
    ['assignee=me', { assignee: 'me' }],
    ['assignee=none', { assignee: 'none' }],
    ['assignee=Ab3_x-9', { assignee: 'Ab3_x-9' }],
    ['assignee=a%20b', { assignee: null }],
    [`assignee=${'a'.repeat(64)}`, { assignee: 'a'.repeat(64) }],
    [`assignee=${'a'.repeat(65)}`, { assignee: null }],
    ['from=2026-11-01', { from: '2026-11-01' }],
    ['from=2026-02-30', { from: null }],
    ['to=2026-11-30&from=2026-11-01', { from: '2026-11-01', to: '2026-11-30' }],
    ['from=2026-11-30&to=2026-11-01', { from: '2026-11-01', to: '2026-11-30' }],
    ['overdue=1', { overdue: true }],
    ['overdue=true', { overdue: false }],
    ['q=%20%20Smith%20', { q: 'Smith' }],
    ['q=a%00b', { q: 'a b' }],
    ['page=2', { page: 2 }],
    ['page=0', { page: 1 }],
    [`page=${INBOX_MAX_PAGE}`, { page: INBOX_MAX_PAGE }],
    [`page=${INBOX_MAX_PAGE + 1}`, { page: 1 }],
  ] as const)('%s → %j', (query, expected) => {
    expect(read(query)).toEqual({ ...EMPTY_FILTER, ...expected });
  });

  it(`keeps at most ${SEARCH_MAX_LENGTH} characters of a search`, () => {
    expect(read(`q=${'x'.repeat(SEARCH_MAX_LENGTH)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
    expect(read(`q=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('inboxQuery', () => {
  it('writes what it reads, leaving out the defaults', () => {
    const query =
      'status=new&kind=trade-in&dealership=3&location=9&assignee=me&from=2026-11-01&to=2026-11-27&overdue=1&q=Sam+Lee&page=3';
    expect(inboxQuery(read(query))).toBe(query);
    expect(inboxQuery(EMPTY_FILTER)).toBe('');
  });

  it('changes one thing, keeping the rest', () => {
    expect(inboxQuery(read('status=new&page=2'), { page: 3 })).toBe('status=new&page=3');
    expect(inboxQuery(read('status=new&page=2'), { page: 1 })).toBe('status=new');
  });

  it('says whether anything but paging narrows the inbox', () => {
    expect(isFiltered(read('page=4'))).toBe(false);
    expect(isFiltered(read('q=x'))).toBe(true);
    expect(isFiltered(read('overdue=1'))).toBe(true);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [50, 2],
    [51, 3],
  ])('%i leads: %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
