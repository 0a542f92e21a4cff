import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The platform mark: an inline SVG, so it costs no request and scales crisply. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#brand-mark-gradient)" />
      <path
        d="M16 42V22l8 6 8-10 8 10 8-6v20z"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="18" r="3" fill="#fff" />
    </svg>
  );
}

export interface BrandLogoProps {
  size?: number;
  color?: string;
  /** Hide the name (collapsed side menu). */
  compact?: boolean;
  /**
   * Let the name wrap onto two lines, for narrow places like the side menu. The name is always the one product
   * name (`common:brand`), never a shortened variant of it.
   */
  wrap?: boolean;
  style?: CSSProperties;
}

export function BrandLogo({
  size = 32,
  color = '#0f172a',
  compact = false,
  wrap = false,
  style,
}: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, ...style }}>
      <BrandMark size={size} />
      {!compact && (
        <span
          style={{
            color,
            fontWeight: 600,
            fontSize: size * 0.5,
            letterSpacing: 0.5,
            ...(wrap ? { whiteSpace: 'normal', lineHeight: 1.25, minWidth: 0 } : { whiteSpace: 'nowrap' }),
          }}
        >
          {t('brand')}
        </span>
      )}
    </span>
  );
}
