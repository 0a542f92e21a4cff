import { AccessListConfig } from '../../features/access-lists/components/access-list-config';

/** Hidden menu url dev/black-and-white-config[?targetType=goods&targetId=]: a developer's goods lists. */
export function Page() {
  return <AccessListConfig targetTypes={['goods']} />;
}
