import { CAPTCHA_TTL_MS } from '@datamall/contract';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import * as repo from './identity.repository.js';

/** Image captchas for the login form: one per uuid, valid 5 minutes, usable once. */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Creates (or replaces) the captcha of `uuid` and answers its SVG image. */
  async create(uuid: string): Promise<string> {
    const image = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1ilI',
      color: true,
      background: '#f4f6fb',
    });
    const now = this.clock.now();
    await repo.deleteExpiredCaptchas(this.db, now);
    await repo.insertCaptcha(
      this.db,
      uuid,
      image.text.toLowerCase(),
      new Date(now.getTime() + CAPTCHA_TTL_MS),
    );
    return image.data;
  }

  /** Checks and uses up the captcha of `uuid`; case-insensitive. */
  async consume(uuid: string, answer: string): Promise<boolean> {
    if (!uuid || !answer) return false;
    const row = await repo.takeCaptcha(this.db, uuid);
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return false;
    return row.code === answer.trim().toLowerCase();
  }
}
