import { ArchiveQuestions } from '../../features/archives/components/questions';

/** /archives/questionAnswering: questions and answers about the archives. */
export function Page() {
  return <ArchiveQuestions />;
}
