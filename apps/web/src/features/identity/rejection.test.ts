import { describe, expect, it } from 'vitest';
import { rejectionReason } from './rejection';

describe('rejectionReason', () => {
  it.each([
    ['注册申请未通过审核：营业执照不清晰', '营业执照不清晰'],
    ['註冊申請未通過審核：營業執照不清晰', '營業執照不清晰'],
    ['Your registration was rejected: blurry licence', 'blurry licence'],
    ['注册申请未通过审核：原因：含冒号', '原因：含冒号'],
  ])('%s -> %s', (message, reason) => {
    expect(rejectionReason(message)).toBe(reason);
  });

  it('keeps a message of another shape whole', () => {
    expect(rejectionReason('something else')).toBe('something else');
  });
});
