import { BANNER_IMAGE_HEIGHT, BANNER_IMAGE_WIDTH, type MallBanner } from '@datamall/contract';
import { Carousel } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMallBanners } from '../api/banners';
import './mall-banner-carousel.css';

function BannerLink({ banner, children }: { banner: MallBanner; children: ReactNode }) {
  if (!banner.link) return <div className="mall-banner-slide">{children}</div>;
  if (banner.link.startsWith('/')) {
    return (
      <Link className="mall-banner-slide" to={banner.link}>
        {children}
      </Link>
    );
  }
  return (
    <a className="mall-banner-slide" href={banner.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The mall's home banners, turning every five seconds; each image in the 4:1 box it is shown in. */
export function MallBannerCarousel({ banners }: { banners: MallBanner[] }) {
  const { t } = useTranslation('sysAdmin');
  return (
    <section className="mall-banner-section" aria-label={t('banner.carousel')} data-testid="mall-banners">
      <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} dots={banners.length > 1}>
        {banners.map((banner) => (
          <BannerLink key={banner.id} banner={banner}>
            <img
              src={banner.imageUrl}
              alt={banner.title}
              width={BANNER_IMAGE_WIDTH}
              height={BANNER_IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <span className="mall-banner-title" data-testid="mall-banner-title">
              {banner.title}
            </span>
          </BannerLink>
        ))}
      </Carousel>
    </section>
  );
}

/** The banners the mall shows now; nothing while they load or when there are none. */
export function MallBanners() {
  const banners = useMallBanners();
  return banners.data?.length ? <MallBannerCarousel banners={banners.data} /> : null;
}
