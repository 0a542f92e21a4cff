import { Card, Flex } from 'antd';
import { Link } from 'react-router';
import { GrantTable } from '../components/grant-table';
import { NodeTable } from '../components/node-table';
import { useTexts } from '../locale-context';

/** /private (= /private/overview): the first page of nodes and of grants, each with a link to its full list. */
export function OverviewPage() {
  const { t } = useTexts();
  return (
    <Flex vertical gap={16}>
      <Card
        data-testid="overview-nodes"
        title={t('overview.nodes')}
        extra={<Link to="/nodes">{t('overview.viewAll')}</Link>}
      >
        <NodeTable page={1} limit={10} />
      </Card>
      <Card
        data-testid="overview-assets"
        title={t('overview.assets')}
        extra={<Link to="/assets">{t('overview.viewAll')}</Link>}
      >
        <GrantTable page={1} limit={10} />
      </Card>
    </Flex>
  );
}
