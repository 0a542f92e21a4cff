import { KeyList } from '../../../features/kms/components/key-list';

/** Menu url operate/zqSecretKeyManagement/secretKey: computing key management (KMS). */
export function Page() {
  return <KeyList />;
}
