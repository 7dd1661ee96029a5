import { SUPPORTED_LANGUAGES } from '@cf/contracts';
import { EMAIL_TEMPLATE_NAMES, renderEmail, type EmailTemplateParams } from '../templates/email-templates';
import { escapeHtml, safeHref, singleLine } from '../templates/escape';

const soon = '2026-03-01T10:30:00.000Z';
const samples: { [K in keyof EmailTemplateParams]: EmailTemplateParams[K] } = {
  'activation-link': { firstName: 'Salim', link: 'https://cf.example/activate/1' },
  'password-reset': { firstName: 'Salim', link: 'https://cf.example/reset/1', expiresAt: soon },
  'password-changed': { firstName: 'Salim', via: 'reset' },
  'login-code': { firstName: 'Salim', code: '123456', expiresAt: soon },
  'sign-in-attempts': { firstName: 'Salim', failures: 21, resetLink: 'https://cf.example/forgot-password' },
  'two-factor-code': { firstName: 'Salim', code: '654321', expiresAt: soon },
  'two-factor-changed': { firstName: 'Salim', method: 'NONE' },
  'signup-existing-account': { firstName: 'Salim', signInLink: 'https://cf.example/login', resetLink: 'https://cf.example/forgot-password' },
  invite: { inviterName: 'Omar', message: 'Join me', link: 'https://cf.example/signup' },
  'newsletter-welcome': {},
  'contact-us-ack': { name: 'Salim', reference: 'AB12CD34' },
  'campaign-submitted': { ownerName: 'Aisha', campaignName: 'Muscat Dates', link: 'https://cf.example/campaign-dashboard/1' },
  'campaign-approved': { ownerName: null, campaignName: 'Muscat Dates', link: 'https://cf.example/campaign-detail-page/muscat-dates' },
  'campaign-declined': { ownerName: 'Aisha', campaignName: 'Muscat Dates', reason: 'Missing licence', link: 'https://cf.example/create-campaign/company-info/1' },
  'campaign-team-invitation': { fullName: 'Omar', role: 'CFO', campaignName: 'Muscat Dates', inviterName: 'Aisha', link: 'https://cf.example/campaign-detail-page/muscat-dates' },
  'wallet-transaction-rejected': { firstName: 'Salim', kind: 'withdrawal', transactionNumber: 'WT-2026-7K3M9Q2A', amount: 'OMR 50.000', reason: 'Account closed', link: 'https://cf.example/settings/wallet' },
  'child-registration-submitted': { guardianName: 'Salim Al Harthy', childName: 'Sara Al Harthy', link: 'https://cf.example/children-list' },
  'campaign-update-posted': { firstName: 'Salim', campaignName: 'Muscat Dates', title: 'Harvest done', excerpt: 'We finished the harvest.', link: 'https://cf.example/campaign-detail-page/muscat-dates?tab=updates', preferencesLink: 'https://cf.example/settings/email-preferences' },
  'invested-campaign-closed': { firstName: 'Salim', campaignName: 'Muscat Dates', successful: true, link: 'https://cf.example/campaign-detail-page/muscat-dates', preferencesLink: 'https://cf.example/settings/email-preferences' },
  'saved-campaign-closed': { firstName: 'Salim', campaignName: 'Muscat Dates', successful: false, link: 'https://cf.example/campaign-detail-page/muscat-dates', preferencesLink: 'https://cf.example/settings/email-preferences' },
  'campaign-new-investment': { ownerName: 'Aisha', campaignName: 'Muscat Dates', amount: 'OMR 250.000', link: 'https://cf.example/campaign-dashboard/1', preferencesLink: 'https://cf.example/settings/email-preferences' },
  'campaign-new-comment': { ownerName: null, campaignName: 'Muscat Dates', awaitsModeration: true, link: 'https://cf.example/campaign-detail-page/muscat-dates?tab=discussion', preferencesLink: 'https://cf.example/settings/email-preferences' },
  'child-handover-invitation': { firstName: 'Sara', link: 'https://cf.example/child-handover/abc', expiresAt: '2027-02-27T08:00:00Z', toGuardian: false },
};

const VOID = new Set(['meta', 'br', 'img', 'hr', 'link', 'input']);

/** Every opened element is closed in order (a small well-formedness check for our own markup). */
function unbalancedTags(html: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const [, closing, rawName] = match;
    const name = rawName.toLowerCase();
    if (VOID.has(name)) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(name);
  }
  return [...problems, ...stack];
}

describe('e-mail templates', () => {
  it.each(EMAIL_TEMPLATE_NAMES.flatMap((name) => SUPPORTED_LANGUAGES.map((language) => [name, language] as const)))(
    '[A1.4] renders %s in %s as a complete, well-formed, branded document',
    (name, language) => {
      const email = renderEmail(name, samples[name] as never, language, new Date('2026-01-01T00:00:00Z'));
      expect(email.subject.length).toBeGreaterThan(3);
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(email.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(email.html).toContain(language === 'ar' ? 'منصة عُمان للتمويل الجماعي' : 'Oman Crowdfunding');
      expect(email.html).toContain('&copy; 2026');
      expect(unbalancedTags(email.html)).toEqual([]);
      expect(email.text).not.toContain('<');
      if (language === 'ar') expect(email.subject).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('translates every subject (no language falls back to another)', () => {
    for (const name of EMAIL_TEMPLATE_NAMES) {
      const subjects = SUPPORTED_LANGUAGES.map((l) => renderEmail(name, samples[name] as never, l).subject);
      expect(new Set(subjects).size).toBe(3);
    }
  });

  it("shows dates in Oman time in the reader's language", () => {
    expect(renderEmail('login-code', samples['login-code'], 'en').text).toContain('1 March 2026 at 14:30');
    expect(renderEmail('login-code', samples['login-code'], 'fr').text).toContain('1 mars 2026');
  });

  it('drops links that are not http(s) and keeps single-line subjects', () => {
    const email = renderEmail('activation-link', { firstName: 'X', link: 'javascript:alert(1)' }, 'en');
    expect(email.html).not.toContain('javascript:');
    const invite = renderEmail('invite', { inviterName: 'Evil\r\nBcc: all@example.com', message: null, link: 'https://cf.example' }, 'en');
    expect(invite.subject).toBe('Evil Bcc: all@example.com invites you to Oman Crowdfunding');
  });
});

describe('escape helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('accepts only absolute http(s) URLs', () => {
    expect(safeHref('https://cf.example/a?b=1')).toBe('https://cf.example/a?b=1');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
  });
  it('flattens header values to one line', () => {
    expect(singleLine('a\r\nb\tc')).toBe('a b c');
  });
});
