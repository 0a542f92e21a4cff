import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('writes a header and one line per error, quoting and defusing what Excel would misread', () => {
    const csv = reportCsv(
      ['Row', 'Column', 'Reason'],
      [
        { row: 3, column: 'Username', reason: 'Same as row 2' },
        { row: 4, column: 'Name', reason: 'has "quotes", commas' },
        { row: 5, column: '=cmd', reason: '必填' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFRow,Column,Reason\r\n3,Username,Same as row 2\r\n4,Name,"has ""quotes"", commas"\r\n5,\'=cmd,必填\r\n',
    );
  });
});
