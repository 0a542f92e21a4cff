import { AccessListConfig } from '../../features/access-lists/components/access-list-config';

/** Hidden menu url producer/black-and-white-config[?targetType=asset|goods&targetId=]: a supplier's lists. */
export function Page() {
  return <AccessListConfig targetTypes={['asset', 'goods']} />;
}
