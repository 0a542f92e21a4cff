import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/storage.js';
import { type DemoLinks, seedDemoContent } from './content.seed.js';
import { AgreementService } from './content-agreements.service.js';
import { ArticleService } from './content-articles.service.js';
import { ChannelService } from './content-channels.service.js';
import { FooterService } from './content-footer.service.js';
import { NoticeService } from './content-notices.service.js';
import { SubmissionService } from './content-submissions.service.js';

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** App id and secret of the signed public content API (CONTENT_APP_ID / CONTENT_APP_SECRET). */
  credentials: { appId: string; secret: string };
}

/**
 * The mall's content, one part per kind: channels and articles (with the signed public content API), footer
 * navigation, agreements, contact forms, notices. Callers reach the part they need (`content.notices.notifyUser`).
 */
export class ContentService {
  readonly channels: ChannelService;
  readonly articles: ArticleService;
  readonly footer: FooterService;
  readonly agreements: AgreementService;
  readonly submissions: SubmissionService;
  readonly notices: NoticeService;

  constructor(private readonly deps: ContentServiceDeps) {
    const { db, clock } = deps;
    this.channels = new ChannelService({ db, clock });
    this.articles = new ArticleService({ ...deps, channels: this.channels });
    this.footer = new FooterService({ db, clock });
    this.agreements = new AgreementService({ db, clock });
    this.submissions = new SubmissionService({ db, clock });
    this.notices = new NoticeService({ db, clock });
  }

  /** The channel structure the mall reads (news, rules, help, legal, brand, scene, theme), once. */
  seedDefaults(): Promise<void> {
    return this.channels.seedDefaults();
  }

  /** Demo articles, footer and agreements (SEED_DEMO), each only while empty. */
  seedDemo(links: DemoLinks = {}): Promise<void> {
    return seedDemoContent(this.deps.db, this.deps.clock, null, links);
  }
}
