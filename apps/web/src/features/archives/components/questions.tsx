import { Collapse, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArchiveAnswer, useArchiveQuestions } from '../api/content';
import { ArchivesBanner } from './parts';

function Answer({ id, summary }: { id: string; summary: string }) {
  const { t } = useTranslation('archives');
  const answer = useArchiveAnswer(id);
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (answer.isError || !answer.data?.content) {
    return summary ? <p>{summary}</p> : <Empty description={t('qa.noAnswer')} />;
  }
  return <RichTextView html={answer.data.content} testId={`qa-answer-${id}`} />;
}

/** /archives/questionAnswering: questions and answers about the archives (articles of the help channel). */
export function ArchiveQuestions() {
  const { t } = useTranslation('archives');
  const [keyword, setKeyword] = useState('');
  const questions = useArchiveQuestions(keyword);
  const list = questions.data?.list ?? [];
  usePageTitle(t('qa.title'));
  return (
    <div data-testid="archives-questions">
      <ArchivesBanner title={t('qa.title')} subtitle={t('qa.subtitle')} />
      <div className="archives-page">
        <div className="archives-card">
          <Input.Search
            allowClear
            placeholder={t('qa.search')}
            onSearch={(value) => setKeyword(value.trim())}
            style={{ maxWidth: 420, marginBottom: 16 }}
            data-testid="qa-search"
          />
          {questions.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : list.length === 0 ? (
            <Empty
              description={keyword ? t('qa.noMatch', { keyword }) : t('qa.empty')}
              data-testid="qa-empty"
            >
              <Link to="/help/bcNquestion">{t('qa.contact')}</Link>
            </Empty>
          ) : (
            <Collapse
              data-testid="qa-list"
              destroyOnHidden
              items={list.map((article) => ({
                key: article.id,
                label: article.title,
                children: <Answer id={article.id} summary={article.summary} />,
              }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
