import type { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import { isValidCreditCode } from '../../platform/credit-code.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { FileStorage } from '../../platform/storage.js';
import * as repo from './identity.repository.js';

/** sp_sptype values. */
export const EnterpriseStatus = { TO_SUBMIT: 0, APPROVED: 1, REJECTED: 2, IN_REVIEW: 3 } as const;

export const LICENSE_MAX_BYTES = 5 * 1024 * 1024;

export type EnterpriseSubmitted = (tx: DbOrTx, userId: number, companyName: string) => Promise<void>;

export interface EnterpriseInput {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  licenseFileKey: string;
}

/** Enterprise identity of suppliers and developers: licence upload, submission, decision, certified shop. */
export class EnterpriseService {
  private onSubmitted: EnterpriseSubmitted = async () => {};

  constructor(private readonly deps: { db: Db; clock: Clock; storage: FileStorage }) {}

  /** Called with every submission (the workflow starts its review). */
  onEnterpriseSubmitted(listener: EnterpriseSubmitted) {
    this.onSubmitted = listener;
  }

  uploadLicense(stream: Readable) {
    return this.deps.storage.save(stream, {
      folder: 'licenses',
      maxBytes: LICENSE_MAX_BYTES,
      accept: IMAGE_MIMES,
    });
  }

  async submit(userId: number, input: EnterpriseInput) {
    const { db, clock, storage } = this.deps;
    if (!isValidCreditCode(input.creditCode)) throw new AppError(ErrorCode.CREDIT_CODE_INVALID);
    if (!input.licenseFileKey.startsWith('licenses/') || !(await storage.exists(input.licenseFileKey))) {
      throw badParam('licenseFileKey', 'uploadMissing');
    }
    const current = await repo.findEnterprise(db, userId);
    if (current?.status === EnterpriseStatus.IN_REVIEW) throw new AppError(ErrorCode.ILLEGAL_STATE);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const saved = await repo.upsertEnterprise(tx, {
        userId,
        ...input,
        creditCode: input.creditCode.toUpperCase(),
        status: EnterpriseStatus.IN_REVIEW,
        rejectReason: '',
        submittedAt: now,
        decidedAt: null,
        updatedAt: now,
      });
      await this.onSubmitted(tx, userId, input.companyName);
      return saved;
    });
  }

  /** Applies the review decision; approval certifies the shop. */
  async decide(tx: DbOrTx, userId: number, approved: boolean, reason: string) {
    const current = await repo.findEnterprise(tx, userId);
    if (current?.status !== EnterpriseStatus.IN_REVIEW) throw new AppError(ErrorCode.ILLEGAL_STATE);
    const now = this.deps.clock.now();
    await repo.updateEnterprise(tx, userId, {
      status: approved ? EnterpriseStatus.APPROVED : EnterpriseStatus.REJECTED,
      rejectReason: approved ? '' : reason.slice(0, 500),
      decidedAt: now,
      updatedAt: now,
    });
    if (approved) await repo.setShopCertified(tx, userId, true, now);
  }

  find(userId: number) {
    return repo.findEnterprise(this.deps.db, userId);
  }

  page(page: PageRequest, filter: { status?: number; companyName?: string }) {
    return repo.pageEnterprises(this.deps.db, page, filter);
  }

  async openLicense(userId: number) {
    const row = await repo.findEnterprise(this.deps.db, userId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return { stream: this.deps.storage.open(row.licenseFileKey), key: row.licenseFileKey };
  }
}
