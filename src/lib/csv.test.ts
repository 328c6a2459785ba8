import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [42, '42'],
    [-5, '-5'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+61 412 345 678', "'+61 412 345 678"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['Zoë Ngô', 'Zoë Ngô'],
  ] as const)('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
