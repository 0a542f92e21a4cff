import { lazy, Suspense } from 'react';

// The banners' call, code and styles stay out of the mall's first paint.
const MallBanners = lazy(() => import('./mall-banner-carousel').then((m) => ({ default: m.MallBanners })));

/**
 * The home banners below the mall's hero: nothing until (and unless) there are banners, so the hero text is the
 * first paint's largest element; the carousel keeps the images' 4:1 box, so their loading moves nothing.
 */
export function MallBannerStrip() {
  return (
    <Suspense fallback={null}>
      <MallBanners />
    </Suspense>
  );
}
