import { MallLanding } from '../features/mall/components/mall-landing';

/** /mall: the public landing page. */
export function Page() {
  return <MallLanding />;
}
