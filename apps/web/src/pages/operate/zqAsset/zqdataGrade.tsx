import { SecurityGradeList } from '../../../features/catalog/components/security-grade-list';

/** Menu url operate/zqAsset/zqdataGrade: security grades with their masking rules. */
export function Page() {
  return <SecurityGradeList />;
}
