import { OssConfig } from '../../features/oss/components/oss-config';

/** Menu url oss/oss: where the platform keeps its own files, tested before it is saved for the next start. */
export function Page() {
  return <OssConfig />;
}
