import { type content, ErrorCode, type Localized } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import * as repo from './content.repository.js';

type AgreementFields = z.output<typeof content.zAgreementInput>;

export interface AgreementDeps {
  db: Db;
  clock: Clock;
}

/** Agreements (terms, privacy, ...) by code, in three languages. */
export class AgreementService {
  constructor(private readonly deps: AgreementDeps) {}

  async getAgreement(q: { id?: number | undefined; code?: string | undefined }) {
    const row =
      q.id !== undefined
        ? await repo.findAgreement(this.deps.db, q.id)
        : await repo.findAgreementByCode(this.deps.db, q.code ?? '');
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  pageAgreements(q: { page: number; limit: number; title?: string | undefined }) {
    return repo.pageAgreements(this.deps.db, q, q.title);
  }

  private agreementColumns(input: AgreementFields) {
    return {
      code: input.code,
      titles: input.titles as Localized,
      contents: {
        'zh-CN': sanitizeRichText(input.contents['zh-CN']),
        'zh-TW': sanitizeRichText(input.contents['zh-TW']),
        'en-US': sanitizeRichText(input.contents['en-US']),
      },
    };
  }

  async createAgreement(input: AgreementFields) {
    const now = this.deps.clock.now();
    if (await repo.findAgreementByCode(this.deps.db, input.code)) {
      throw new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code: input.code });
    }
    try {
      return await repo.insertAgreement(this.deps.db, {
        ...this.agreementColumns(input),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      throw this.codeTaken(error, input.code);
    }
  }

  async updateAgreement(id: number, input: AgreementFields) {
    const owner = await repo.findAgreementByCode(this.deps.db, input.code);
    if (owner && owner.id !== id) throw new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code: input.code });
    try {
      const row = await repo.updateAgreement(this.deps.db, id, {
        ...this.agreementColumns(input),
        updatedAt: this.deps.clock.now(),
      });
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      return row;
    } catch (error) {
      throw this.codeTaken(error, input.code);
    }
  }

  /** A concurrent insert of the same code loses on the unique index: answer it like the check above. */
  private codeTaken(error: unknown, code: string): unknown {
    return isUniqueViolation(error) ? new AppError(ErrorCode.AGREEMENT_CODE_TAKEN, { code }) : error;
  }

  async deleteAgreement(id: number): Promise<void> {
    if ((await repo.deleteAgreement(this.deps.db, id)) === 0) throw new AppError(ErrorCode.NOT_FOUND);
  }
}
