import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLatestUnread, useUnreadCount } from '../api/my-notices';
import { contentPaths } from '../paths';

/** Header bell: the unread count, and the newest unread notices on click. */
export function NoticeBell() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const latest = useLatestUnread(open);
  const count = unread.data?.unread ?? 0;

  const go = (id?: string) => {
    setOpen(false);
    navigate(id ? `${contentPaths.myNotices}?id=${id}` : contentPaths.myNotices);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('notice.unreadTitle')}
      content={
        <div style={{ width: 300 }}>
          {latest.data && latest.data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.noUnread')} />
          ) : (
            <List
              size="small"
              loading={latest.isLoading}
              dataSource={latest.data ?? []}
              renderItem={(n) => (
                <List.Item style={{ cursor: 'pointer' }} onClick={() => go(n.id)}>
                  <List.Item.Meta title={n.title} description={formatDateTime(n.sendDate)} />
                </List.Item>
              )}
            />
          )}
          <Button type="link" block onClick={() => go()} data-testid="notice-bell-all">
            {t('notice.viewAll')}
          </Button>
        </div>
      }
    >
      <Tooltip title={t('notice.myNotices')}>
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={t('notice.myNotices')}
            data-testid="notice-bell"
          />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
