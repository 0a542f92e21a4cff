import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  ArrowRightOutlined,
  AuditOutlined,
  CodeOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  EyeInvisibleOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { ROLE_TYPE_LABELS } from '@datamall/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { HeroArt } from './hero-art';
import { WhenVisible } from './when-visible';
import './landing.css';

// Best sellers sit below the fold: their code and calls load when the visitor scrolls near them.
const TopFiveItems = lazy(() => import('./top-five').then((m) => ({ default: m.TopFiveItems })));
const TopFiveSources = lazy(() => import('./top-five').then((m) => ({ default: m.TopFiveSources })));

function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <WhenVisible minHeight={320}>
      <Suspense fallback={<div style={{ minHeight: 320 }} />}>{children}</Suspense>
    </WhenVisible>
  );
}

interface Category {
  key: 'dataapp' | 'datasource' | 'datatable' | 'dataapi';
  to: string;
  icon: ReactNode;
  color: string;
}

const CATEGORIES: Category[] = [
  {
    key: 'dataapp',
    to: '/dataapp',
    icon: <AppstoreOutlined />,
    color: 'linear-gradient(135deg,#6366f1,#8b5cf6)',
  },
  {
    key: 'datasource',
    to: '/datasource',
    icon: <DatabaseOutlined />,
    color: 'linear-gradient(135deg,#0ea5e9,#2563eb)',
  },
  {
    key: 'datatable',
    to: '/datatable',
    icon: <TableOutlined />,
    color: 'linear-gradient(135deg,#10b981,#059669)',
  },
  { key: 'dataapi', to: '/dataapi', icon: <ApiOutlined />, color: 'linear-gradient(135deg,#f59e0b,#ea580c)' },
];

const STEPS = [
  { key: 'supplier', role: 3, icon: <DeploymentUnitOutlined /> },
  { key: 'developer', role: 2, icon: <CodeOutlined /> },
  { key: 'consumer', role: 1, icon: <ShoppingCartOutlined /> },
] as const;

/**
 * The public landing of /mall: platform pitch, the four product kinds, and how each role takes part. `banners`
 * (the operator's home banner) shows right below the hero.
 */
export function MallLanding({ banners }: { banners?: ReactNode }) {
  const { t } = useTranslation('mall');
  const locale = useLocale();

  return (
    <div data-testid="mall-landing">
      <section className="mall-hero">
        <div className="mall-hero-inner">
          <div>
            <span className="mall-hero-badge">{t('hero.badge')}</span>
            <h1>{t('hero.title')}</h1>
            <p>{t('hero.subtitle')}</p>
            <div className="mall-hero-actions">
              <Link to="/dataapp" className="ui-btn ui-btn-primary ui-btn-lg">
                {t('hero.browse')}
                <ArrowRightOutlined />
              </Link>
              <Link to="/register" className="ui-btn ui-btn-lg ui-btn-ghost">
                {t('hero.join')}
              </Link>
            </div>
            <div className="mall-hero-stats">
              {(
                [
                  ['4', 'statProducts'],
                  ['3', 'statRoles'],
                  ['3', 'statLanguages'],
                ] as const
              ).map(([figure, key]) => (
                <div className="mall-hero-stat" key={key}>
                  <strong>{figure}</strong>
                  <span>{t(`hero.${key}`)}</span>
                </div>
              ))}
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      {banners}

      <section className="mall-section">
        <div className="mall-section-head">
          <h2>{t('categories.title')}</h2>
          <p>{t('categories.subtitle')}</p>
        </div>
        <div className="mall-category-grid">
          {CATEGORIES.map((category) => (
            <Link key={category.key} to={category.to} data-testid={`mall-category-${category.key}`}>
              <div className="mall-category">
                <span className="mall-category-icon" style={{ background: category.color }}>
                  {category.icon}
                </span>
                <h3>{t(`categories.${category.key}.title`)}</h3>
                <p>{t(`categories.${category.key}.desc`)}</p>
                <span style={{ color: '#2563eb', fontWeight: 500 }}>
                  {t('categories.explore')} <ArrowRightOutlined />
                </span>
              </div>
            </Link>
          ))}
        </div>
      </section>

      <section className="mall-section" data-testid="mall-top-items">
        <div className="mall-section-head">
          <h2>{t('top.items')}</h2>
          <p>{t('top.itemsSubtitle')}</p>
        </div>
        <BelowTheFold>
          <TopFiveItems />
        </BelowTheFold>
      </section>

      <section className="mall-section" data-testid="mall-top-sources">
        <div className="mall-section-head">
          <h2>{t('top.sources')}</h2>
          <p>{t('top.sourcesSubtitle')}</p>
        </div>
        <BelowTheFold>
          <TopFiveSources />
        </BelowTheFold>
      </section>

      <section className="mall-section">
        <div className="mall-section-head">
          <h2>{t('how.title')}</h2>
          <p>{t('how.subtitle')}</p>
        </div>
        <div className="mall-steps">
          {STEPS.map((step, index) => (
            <div className="mall-step" key={step.key} data-testid={`mall-how-${step.key}`}>
              <span className="mall-step-num">0{index + 1}</span>
              <span
                className="mall-category-icon"
                style={{ background: '#2563eb', width: 44, height: 44, fontSize: 20 }}
              >
                {step.icon}
              </span>
              <h3>{t(`how.${step.key}.title`)}</h3>
              <p>{t(`how.${step.key}.desc`)}</p>
              <Link to={`/register?role=${step.role}`}>
                {t('how.cta', { role: ROLE_TYPE_LABELS[step.role][locale] })} <ArrowRightOutlined />
              </Link>
            </div>
          ))}
        </div>
      </section>

      <section className="mall-trust">
        <div className="mall-trust-grid">
          {[
            { key: 'security', icon: <SafetyCertificateOutlined /> },
            { key: 'privacy', icon: <EyeInvisibleOutlined /> },
            { key: 'billing', icon: <AccountBookOutlined /> },
            { key: 'audit', icon: <AuditOutlined /> },
          ].map((item) => (
            <div className="mall-trust-item" key={item.key}>
              {item.icon}
              <div>
                <strong>{t(`trust.${item.key}`)}</strong>
                <span>{t(`trust.${item.key}Desc`)}</span>
              </div>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
