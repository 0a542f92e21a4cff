import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  DatePicker,
  Descriptions,
  Divider,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  List,
  Pagination,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 500);
  return () => clearTimeout(id);
};

/**
 * antd computes a component's CSS when its first instance mounts and forgets it when its last one unmounts, so
 * every page visit paid again for the styles of its tables, forms and selects (a third of a billing page's render
 * on a slow machine). Once the back office is idle, one instance of each component the pages use is kept mounted
 * in a container outside the document (no locator or reader ever meets it): their styles are computed once per
 * session, and every page finds them ready. Overlays (modals, drawers, tooltips) compute theirs when they open.
 */
export function StyleKeeper() {
  const [container, setContainer] = useState<HTMLElement>();
  useEffect(() => whenIdle(() => setContainer(document.createElement('div'))), []);
  return container ? createPortal(<KeptComponents />, container) : null;
}

function KeptComponents() {
  return (
    <>
      <Alert message="" />
      <Avatar />
      <Badge count={1} />
      <Breadcrumb items={[]} />
      <Button />
      <Card />
      <Checkbox />
      <Collapse items={[]} />
      <DatePicker />
      <DatePicker.RangePicker />
      <Descriptions items={[]} />
      <Divider />
      <Empty />
      <Form>
        <Form.Item label="">
          <Input />
        </Form.Item>
      </Form>
      <Image />
      <Input.TextArea />
      <Input.Password />
      <Input.Search />
      <InputNumber />
      <List dataSource={[]} />
      <Pagination total={0} />
      <Progress percent={0} />
      <Radio.Group options={[]} />
      <Radio.Button />
      <Result />
      <Row>
        <Col />
      </Row>
      <Segmented options={[]} />
      <Select />
      <Skeleton />
      <Space />
      <Spin spinning={false} />
      <Statistic />
      <Steps items={[]} />
      <Switch />
      <Table columns={[]} dataSource={[]} />
      <Tabs items={[]} />
      <Tag />
      <TreeSelect />
      <Typography.Title />
      <Upload />
    </>
  );
}
