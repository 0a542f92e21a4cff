import { LOCALES } from '@datamall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render, withQueryClient } from '../../../test/render';
import { type AgreementLinkComponent, RegisterForm } from './register-form';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));

/** Stands for the content system's link (composed by the register page). */
const Link: AgreementLinkComponent = ({ code, children }) => (
  <a href={`#${code}`} data-testid={`link-${code}`}>
    {children}
  </a>
);

const WORDS = {
  'zh-CN': ['平台服务协议', '隐私政策'],
  'zh-TW': ['平台服務協議', '隱私權政策'],
  'en-US': ['service agreement', 'privacy policy'],
} as const;

describe('RegisterForm', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  for (const lng of LOCALES) {
    it(`links the service agreement and the privacy policy it accepts (${lng})`, async () => {
      await setLocale(lng);
      const view = await render(
        withQueryClient(<RegisterForm onRegistered={() => {}} agreementLink={Link} />),
      );
      const line = document.querySelector('[data-testid="register-agreement"]');
      const [service, privacy] = WORDS[lng];
      expect(line?.querySelector('[data-testid="link-register"]')?.textContent).toBe(service);
      expect(line?.querySelector('[data-testid="link-privacy"]')?.textContent).toBe(privacy);
      // The sentence around the links is kept, without markup showing.
      expect(line?.textContent).not.toContain('<');
      expect(line?.textContent?.length).toBeGreaterThan(service.length + privacy.length + 4);
      await view.unmount();
    });
  }
});
