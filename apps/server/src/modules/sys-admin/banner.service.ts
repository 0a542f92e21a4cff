import type { Readable } from 'node:stream';
import {
  BANNER_IMAGE_MAX_BYTES,
  type Banner,
  ErrorCode,
  type Locale,
  type MallBanner,
  type zBannerInput,
} from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { FileStorage } from '../../platform/storage.js';
import {
  type BannerRecord,
  type BannerValues,
  deleteBannerRows,
  findBanner,
  imageInUse,
  insertBanner,
  listLiveBanners,
  pageBanners,
  updateBannerRow,
} from './banner.repository.js';

export type BannerInput = z.output<typeof zBannerInput>;

const IMAGE_FOLDER = 'banner';
/** The carousel shows at most this many banners. */
const MALL_BANNERS_MAX = 10;

export const bannerImageUrl = (key: string) => `/server/mall/banner/image?key=${key}`;

/** A path of this site (one leading `/`, no backslash) or an https URL with a host; empty is no link. */
export function isAllowedLink(link: string): boolean {
  if (link === '') return true;
  if (link.startsWith('/')) return !link.startsWith('//') && !link.includes('\\') && !/\s/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const TITLE_BY_LOCALE: Record<Locale, keyof BannerRecord> = {
  'zh-CN': 'titleZhCn',
  'zh-TW': 'titleZhTw',
  'en-US': 'titleEnUs',
};

/** The mall's home banners: the operator's upkeep with uploaded images, and what the mall shows now. */
export class BannerService {
  constructor(private readonly deps: { db: Db; clock: Clock; storage: FileStorage }) {}

  async live(locale: Locale): Promise<MallBanner[]> {
    const rows = await listLiveBanners(this.deps.db, this.deps.clock.now(), MALL_BANNERS_MAX);
    return rows.map((r) => ({
      id: String(r.id),
      title: String(r[TITLE_BY_LOCALE[locale]]),
      imageUrl: bannerImageUrl(r.image),
      link: r.link,
    }));
  }

  async page(p: PageRequest, filter: { title?: string; enabled?: boolean }) {
    const page = await pageBanners(this.deps.db, p, filter);
    return { total: page.total, list: page.list.map((r) => this.present(r)) };
  }

  async info(id: number): Promise<Banner> {
    const row = await findBanner(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.BANNER_NOT_FOUND, { id });
    return this.present(row);
  }

  async add(input: BannerInput): Promise<Banner> {
    const values = await this.checked(input);
    const id = await insertBanner(this.deps.db, { ...values, createdAt: values.updatedAt as Date });
    return this.info(id);
  }

  async update(id: number, input: BannerInput): Promise<Banner> {
    const values = await this.checked(input);
    const previousImage = await updateBannerRow(this.deps.db, id, values);
    if (previousImage === undefined) throw new AppError(ErrorCode.BANNER_NOT_FOUND, { id });
    if (previousImage !== values.image) await this.removeImageIfUnused(previousImage);
    return this.info(id);
  }

  async remove(ids: number[]): Promise<void> {
    const images = await deleteBannerRows(this.deps.db, ids);
    for (const image of new Set(images)) await this.removeImageIfUnused(image);
  }

  async uploadImage(stream: Readable): Promise<{ key: string; url: string }> {
    const stored = await this.deps.storage.save(stream, {
      folder: IMAGE_FOLDER,
      maxBytes: BANNER_IMAGE_MAX_BYTES,
      accept: IMAGE_MIMES,
    });
    return { key: stored.key, url: bannerImageUrl(stored.key) };
  }

  async openImage(key: string): Promise<Readable> {
    if (!(await this.deps.storage.exists(key))) throw new AppError(ErrorCode.NOT_FOUND);
    return this.deps.storage.open(key);
  }

  /** The row values of valid input: a link of the site or https, a schedule ending after it starts, a stored image. */
  private async checked(input: BannerInput): Promise<BannerValues> {
    if (!isAllowedLink(input.link))
      throw new AppError(ErrorCode.BANNER_LINK_INVALID, undefined, { field: 'link' });
    const startAt = input.startAt ? new Date(input.startAt) : null;
    const endAt = input.endAt ? new Date(input.endAt) : null;
    if (startAt && endAt && endAt <= startAt) {
      throw new AppError(ErrorCode.BANNER_SCHEDULE_INVALID, undefined, { field: 'endAt' });
    }
    if (!(await this.deps.storage.exists(input.image))) throw badParam('image', 'uploadMissing');
    return { ...input, startAt, endAt, updatedAt: this.deps.clock.now() };
  }

  private async removeImageIfUnused(image: string): Promise<void> {
    if (await imageInUse(this.deps.db, image)) return;
    await this.deps.storage.remove(image).catch(() => undefined);
  }

  private present(r: BannerRecord): Banner {
    const now = this.deps.clock.now();
    return {
      id: String(r.id),
      titleZhCn: r.titleZhCn,
      titleZhTw: r.titleZhTw,
      titleEnUs: r.titleEnUs,
      image: r.image,
      imageUrl: bannerImageUrl(r.image),
      link: r.link,
      sort: r.sort,
      startAt: r.startAt?.toISOString() ?? null,
      endAt: r.endAt?.toISOString() ?? null,
      enabled: r.enabled,
      live: r.enabled && (!r.startAt || r.startAt <= now) && (!r.endAt || r.endAt > now),
      updateDate: r.updatedAt.toISOString(),
    };
  }
}
