import { describe, expect, it } from 'vitest';
import { pdfProblem } from './pdf-upload-button';
import { statementActions } from './statement-list';

describe('statementActions', () => {
  it('lets only the operator move a consumer statement: on account from unsettled, settle from on account', () => {
    expect(statementActions('consumer', 'operator', 0)).toEqual(['onAccount']);
    expect(statementActions('consumer', 'operator', 2)).toEqual(['settle']);
    for (const status of [1, 3, 4]) expect(statementActions('consumer', 'operator', status)).toEqual([]);
    for (const status of [0, 1, 2, 3, 4])
      expect(statementActions('consumer', 'consumer', status)).toEqual([]);
  });
  it('splits seller statement steps: the operator puts on account and pays, the seller confirms', () => {
    expect(statementActions('seller', 'operator', 0)).toEqual(['onAccount']);
    expect(statementActions('seller', 'operator', 1)).toEqual([]);
    expect(statementActions('seller', 'seller', 1)).toEqual(['confirm']);
    expect(statementActions('seller', 'operator', 3)).toEqual(['pay']);
    expect(statementActions('seller', 'seller', 3)).toEqual([]);
    expect(statementActions('seller', 'seller', 4)).toEqual([]);
  });
});

describe('pdfProblem', () => {
  it('takes a PDF by type or name within the size limit', () => {
    expect(pdfProblem({ name: 'a.pdf', type: '', size: 100 })).toBeUndefined();
    expect(pdfProblem({ name: 'scan', type: 'application/pdf', size: 100 })).toBeUndefined();
  });
  it('refuses other files, empty ones and those over 10 MB', () => {
    expect(pdfProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBe('type');
    expect(pdfProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('size');
    expect(pdfProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});
