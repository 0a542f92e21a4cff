import { Space } from 'antd';
import { StorageBrowser } from '../../features/trusted-storage/components/storage-browser';
import { StorageConfigCard } from '../../features/trusted-storage/components/storage-config-card';

/** Menu url sys/configuration (every role): trusted storage settings, then its folders and files. */
export function Page() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="trusted-storage-page">
      <StorageConfigCard />
      <StorageBrowser />
    </Space>
  );
}
