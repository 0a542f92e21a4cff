import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanFilters } from '../clean-filters';

export interface ListFiltersBarProps<F extends object> {
  /** Called with trimmed values, empty ones left out (also after reset). */
  onSearch: (values: F) => void;
  children: ReactNode;
  testId: string;
  /** Filters the list starts with (e.g. from the URL). */
  initialValues?: Partial<F>;
}

/** Inline filter form of a list page: the fields, then 查询 and 重置. */
export function ListFiltersBar<F extends object>({
  onSearch,
  children,
  testId,
  initialValues,
}: ListFiltersBarProps<F>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<F>();
  const handleReset = () => {
    form.resetFields();
    onSearch({} as F);
  };
  return (
    <Form<F>
      form={form}
      initialValues={initialValues}
      layout="inline"
      data-testid={testId}
      onFinish={(values) => onSearch(cleanFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {children}
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${testId}-search`}>
            {t('actions.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={handleReset} data-testid={`${testId}-reset`}>
            {t('actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
