import type { Endpoint, evidence } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { ChainVerifier } from './chain-verifier';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const STATUS: evidence.LedgerStatus = {
  entries: 80,
  blocks: 5,
  sealedBlocks: 5,
  signedBlocks: 5,
  lastBlock: '5',
  headSeq: '80',
  headHash: 'c'.repeat(64),
  blockSize: 16,
  maxVerifyBlocks: 2,
  signingKey: null,
};

const broken: evidence.ChainProblem = {
  kind: 'entryHash',
  blockNo: '3',
  seq: '37',
  expected: 'a'.repeat(64),
  stored: 'b'.repeat(64),
};

async function start() {
  const button = document.querySelector<HTMLElement>('[data-testid="ledger-verify-start"]');
  await act(async () => button?.click());
}

describe('ChainVerifier', () => {
  const calls: unknown[] = [];
  beforeEach(async () => {
    await setLocale('en-US');
    calls.length = 0;
    apiMock.mockReset();
    apiMock.mockImplementation((async (
      endpoint: Endpoint,
      options: { body: { fromBlock: number; toBlock: number } },
    ) => {
      calls.push(options.body);
      const { fromBlock, toBlock } = options.body;
      const problems = fromBlock <= 3 && toBlock >= 3 ? [broken] : [];
      expect(endpoint.id).toBe('evidence.verifyBlocks');
      return {
        fromBlock: String(fromBlock),
        toBlock: String(toBlock),
        lastBlock: '5',
        entries: (toBlock - fromBlock + 1) * 16,
        blocks: toBlock - fromBlock + 1,
        unsignedBlocks: 0,
        valid: problems.length === 0,
        problems,
        verifiedAt: '2026-11-29T08:00:00.000Z',
      };
    }) as never);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('verifies the whole chain in parts and names the broken entry with its expected and stored hash', async () => {
    const view = await render(withQueryClient(<ChainVerifier status={STATUS} />));
    await start();
    const result = () => document.querySelector('[data-testid="ledger-verify-result"]');
    await waitFor(() => expect(result()).not.toBeNull());
    expect(calls).toEqual([
      { fromBlock: 1, toBlock: 2 },
      { fromBlock: 3, toBlock: 4 },
      { fromBlock: 5, toBlock: 5 },
    ]);
    expect(result()?.getAttribute('data-valid')).toBe('false');
    const problems = document.querySelector('[data-testid="ledger-problems"]')?.textContent ?? '';
    expect(problems).toContain('Entry #37 · block 3');
    expect(problems).toContain('The entry was altered');
    expect(problems).toContain('aaaaaaaaaaaa…');
    expect(problems).toContain('bbbbbbbbbbbb…');
    expect(document.querySelector('[data-testid="ledger-verify-progress"]')?.textContent).toContain(
      '5 of 5 blocks verified (80 entries)',
    );
    await view.unmount();
  });
});
