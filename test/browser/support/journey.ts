import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { authenticator } from 'otplib';
import { identityService } from '@cf/identity-service';
import type { MailMessage, TestPlatform } from '@cf/testing';
import { newPage } from './browser';

/**
 * Shared steps of the browser journeys: the interface texts (read from the shipped catalogues so a
 * test finds a button by the words a person sees), account set-up through the API where a journey
 * only needs "some signed-in user", and small page probes (direction, timing marks).
 */

export type Lang = 'ar' | 'en' | 'fr';

type Catalogue = { [key: string]: string | Catalogue };
const ROOT = process.cwd();
const catalogues = new Map<string, Catalogue>();

function catalogue(file: string): Catalogue {
  let found = catalogues.get(file);
  if (!found) {
    found = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Catalogue;
    catalogues.set(file, found);
  }
  return found;
}

/**
 * The text the interface shows for `key` in `lang`: `nav.signIn` from the shell's catalogue,
 * `settings:twoFactor.title` from the settings remote's. `{{x}}` placeholders are filled from `params`.
 */
export function tr(lang: Lang, key: string, params: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['translation', key];
  const file = ns === 'translation' ? `libs/i18n/src/locales/${lang}.json` : `frontends/${ns}/src/i18n/${lang}.json`;
  let node: string | Catalogue | undefined = catalogue(file);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Texts the specification quotes, written out here (not read from the catalogues) so they are checked, not assumed. */
export const SPEC_TEXT = {
  strongPassword: { en: 'Please enter a strong password', ar: 'يرجى إدخال كلمة مرور قوية' },
  passwordMismatch: { en: "Password doesn't match", ar: 'كلمتا المرور غير متطابقتين' },
  captchaMismatch: { en: 'Captcha does not match', ar: 'رمز التحقق غير مطابق' },
  maintenance: {
    en: ['Sorry for the inconvenience', 'We are performing some maintenance at the moment', 'We will be back up shortly'],
    ar: ['نعتذر عن الإزعاج', 'نقوم حالياً ببعض أعمال الصيانة', 'سنعود قريباً'],
  },
} as const;

/** How the language selector names each language (in its own language). */
export const LANGUAGE_NAMES: Record<Lang, string> = { ar: 'العربية', en: 'English', fr: 'Français' };

/** Any Arabic letter. */
export const ARABIC = /[\u0600-\u06FF]/;

export async function htmlLangDir(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Waits until `<html lang dir>` shows `lang` (the shell sets them once the catalogue is loaded). */
export async function waitForLanguage(page: Page, lang: Lang): Promise<void> {
  await page.waitForFunction(([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d, [
    lang,
    lang === 'ar' ? 'rtl' : 'ltr',
  ] as const);
}

/** Picks a language in the header's selector, as a visitor does. */
export async function chooseLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  const names: Record<Lang, string> = LANGUAGE_NAMES;
  await page.getByRole('button', { name: `${tr(from, 'language.label')}: ${names[from]}` }).click();
  await page.getByRole('menuitem', { name: names[to] }).click();
  await waitForLanguage(page, to);
}

/** A unique, valid address per call (the mailbox is shared by every test of a file). */
let sequence = 0;
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}@journey.test`;
}

/** The activation e-mail sent to `email` and the `/activate-account/...` path of its link. */
export async function activationMail(platform: TestPlatform, email: string): Promise<{ path: string; mail: MailMessage }> {
  const mail = await platform.mailbox.waitFor((m) => m.to === email && /activate-account\//.test(m.html + m.text), 15000);
  const match = /(\/activate-account\/[^\s"'<>]+)/.exec(mail.text) ?? /(\/activate-account\/[^\s"'<>]+)/.exec(mail.html);
  if (!match) throw new Error(`no activation link in ${mail.subject}`);
  return { path: match[1].replace(/&amp;/g, '&'), mail };
}

export async function activationPath(platform: TestPlatform, email: string): Promise<string> {
  return (await activationMail(platform, email)).path;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Sign-up and activation through the API (for journeys that only need an active account). */
export async function createActiveAccount(
  platform: TestPlatform,
  label: string,
  firstName = 'Huda',
  lastName = 'Alriyami',
): Promise<Account> {
  const account: Account = { email: uniqueEmail(label), password: 'Journey#2026pass', firstName, lastName };
  const signup = await platform.api.request('POST', '/api/v1/users/signup?lng=en', {
    body: { ...account, passwordConfirm: account.password, acceptTerms: true },
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const [, userId, token] = /\/activate-account\/([^/]+)\/([^/]+)\//.exec(await activationPath(platform, account.email)) ?? [];
  const activated = await platform.api.request('PATCH', `/api/v1/users/activeAccount/${userId}?lng=en`, { body: { token } });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  return account;
}

/** Signs in through the API, answering the image captcha with the recorded text. */
export async function apiLogin(
  platform: TestPlatform,
  captcha: { last(): string },
  email: string,
  password: string,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const challenge = await platform.api.request('GET', '/api/v1/recaptcha/front?lng=en');
  const { captchaId } = challenge.body.data.data as { captchaId: string };
  const login = await platform.api.request('POST', '/api/v1/users/login?lng=en', {
    body: { email, password, captchaId, captchaValue: captcha.last(), createdAt: new Date().toISOString() },
  });
  if (login.status !== 200 || !login.body.token) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, user: login.body.data.user as Record<string, unknown> };
}

/** An active account of the given type made as a person makes it (sign-up, the e-mailed link), then signed in through the API. */
export async function signUpActive(
  platform: TestPlatform,
  captcha: { last(): string },
  label: string,
  userType: 'owner' | 'investor',
): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = uniqueEmail(label);
  const password = 'Journey#2026pass';
  const signup = await platform.api.request('POST', '/api/v1/users/signup?lng=en', {
    body: { firstName: 'Salma', lastName: 'Albusaidi', email, password, passwordConfirm: password, acceptTerms: true, userType },
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const [, userId, token] = /\/activate-account\/([^/]+)\/([^/]+)\//.exec(await activationPath(platform, email)) ?? [];
  await platform.api.request('PATCH', `/api/v1/users/activeAccount/${userId}?lng=en`, { body: { token } });
  return apiLogin(platform, captcha, email, password);
}

/** The identity demo seed (admin@demo.om / Admin#2026pass among others): the test platform starts without it. */
export async function seedDemoAccounts(platform: TestPlatform): Promise<void> {
  await identityService.seedDemo?.(platform.service('identity'));
}
export const DEMO_ADMIN = { email: 'admin@demo.om', password: 'Admin#2026pass' };

/** Fills the sign-in form (email, password, the captcha as read off the image) and submits it. */
export async function fillLogin(page: Page, lang: Lang, email: string, password: string, captchaText: string): Promise<void> {
  await field(page, tr(lang, 'auth.email')).fill(email);
  await field(page, tr(lang, 'auth.password')).fill(password);
  await field(page, tr(lang, 'auth.login.captcha')).fill(captchaText);
  await page.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
}

/** The captcha image currently shown; resolves once it has a source (the challenge answered). */
export async function captchaImageSrc(page: Page, lang: Lang): Promise<string> {
  const image = page.getByRole('img', { name: tr(lang, 'auth.login.captchaImage') });
  await image.waitFor();
  return (await image.getAttribute('src')) ?? '';
}

/** Waits until the sign-in form shows a captcha other than `previous` (a refused attempt burns the old one). */
export async function waitForNewCaptcha(page: Page, lang: Lang, previous: string): Promise<void> {
  const image = page.getByRole('img', { name: tr(lang, 'auth.login.captchaImage') });
  await image.waitFor();
  await page.waitForFunction(
    ([alt, before]) => {
      const img = [...document.querySelectorAll('img')].find((i) => i.alt === alt);
      return !!img && !!img.getAttribute('src') && img.getAttribute('src') !== before;
    },
    [tr(lang, 'auth.login.captchaImage'), previous] as const,
  );
}

/** Signs in through the sign-in page with the right captcha. */
export async function signInThroughUi(page: Page, lang: Lang, captcha: { last(): string }, email: string, password: string): Promise<void> {
  await captchaImageSrc(page, lang);
  await fillLogin(page, lang, email, password, captcha.last());
}

/**
 * A code of the authenticator app for `secret` that the server has not accepted yet. The server
 * accepts the previous, current and next 30-second step (one step of drift) and each step once, so
 * a journey's codes take the earliest acceptable step after the last one used: three codes in a row
 * never need to wait for the clock. Returns the code and its step.
 */
export async function nextTotp(secret: string, lastUsedStep: number | null): Promise<{ code: string; step: number }> {
  let current = Math.floor(Date.now() / 30000);
  let step = Math.max(current - 1, lastUsedStep === null ? -Infinity : lastUsedStep + 1);
  if (step > current + 1) {
    // A fourth code within the same step: wait for the authenticator to show the next one.
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30000 - Date.now() + 50));
    current = Math.floor(Date.now() / 30000);
    step = Math.max(current - 1, step);
  }
  // Not too close to a step boundary on the far side: the previous step stops being accepted then.
  if (step === current - 1 && Date.now() % 30000 > 28000) step = current;
  const code = authenticator.clone({ epoch: step * 30000 }).generate(secret);
  return { code, step };
}

/**
 * A session stored the way the shell stores it after sign-in (A3.1 keys), for journeys whose subject
 * is not signing in. Applied to a fresh context before its first page.
 */
export async function storeSession(
  context: BrowserContext,
  token: string,
  user: Record<string, unknown>,
  lang: Lang = 'ar',
): Promise<void> {
  await context.addInitScript(
    ({ token: t, user: u, lang: l }) => {
      // Once per browser context: a later sign-out must stay signed out.
      if (localStorage.getItem('journey.session-stored')) return;
      localStorage.setItem('journey.session-stored', 'yes');
      localStorage.setItem('token', t);
      localStorage.setItem('expirationDate', String(Date.now() + 3 * 3600 * 1000));
      localStorage.setItem('userType', String(u.userType ?? ''));
      localStorage.setItem(
        'displayData',
        JSON.stringify({ id: u.id, email: u.email, slug: u.slug, firstName: u.firstName, lastName: u.lastName, isAdmin: u.isAdmin }),
      );
      localStorage.setItem('i18nextLng', l);
    },
    { token, user, lang },
  );
}

/**
 * Records, inside the page and on every document it loads, when elements matching each selector
 * appear and disappear (performance.now(), i.e. ms since the navigation started), plus form submits.
 * Lets a test measure the shell's timings without polling delays.
 */
export async function installTimeline(context: BrowserContext, selectors: Record<string, string>): Promise<void> {
  await context.addInitScript((watched: Record<string, string>) => {
    const log: { name: string; event: 'shown' | 'hidden' | 'submit'; at: number }[] = [];
    (window as unknown as { __timeline: typeof log }).__timeline = log;
    const present: Record<string, boolean> = {};
    const check = () => {
      for (const [name, selector] of Object.entries(watched)) {
        const now = !!document.querySelector(selector);
        if (now !== !!present[name]) {
          present[name] = now;
          log.push({ name, event: now ? 'shown' : 'hidden', at: performance.now() });
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('submit', () => log.push({ name: 'form', event: 'submit', at: performance.now() }), true);
  }, selectors);
}

export interface TimelineEntry {
  name: string;
  event: 'shown' | 'hidden' | 'submit';
  at: number;
}
export async function readTimeline(page: Page): Promise<TimelineEntry[]> {
  return page.evaluate(() => (window as unknown as { __timeline?: TimelineEntry[] }).__timeline ?? []);
}

/** Text of every visible element matching `locator`, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** The error message announced with a form field (its aria-describedby error paragraph), or ''. */
export async function fieldError(field: Locator): Promise<string> {
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => !!node && node.classList.contains('cf-field__error'))
      .map((node) => node.textContent?.trim() ?? '')
      .join(' ');
  });
}

/** The signed-in header's account menu button (A2.14: it carries the user's first and last name). */
export function signedInHeader(page: Page, lang: Lang, displayName: string): Locator {
  return page.locator('header').getByRole('button', { name: `${tr(lang, 'nav.userMenu')}: ${displayName}` });
}

export async function openUserMenu(page: Page, lang: Lang, displayName: string): Promise<void> {
  await signedInHeader(page, lang, displayName).click();
}

/**
 * A form field by its accessible name (the label without the required-mark, which is aria-hidden;
 * Playwright's getByLabel would include the "*").
 */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * Amounts as a reader sees them, written out here independently of @cf/i18n so the screens are checked
 * against the rule, not against themselves: Arabic-Indic digits, groups apart by a space (never ٬,
 * which looks like the decimal mark ٫) and the label `ر.ع.` in Arabic, `OMR` in English and French; a
 * whole sum without decimals, `exact` (statements, receipts) always with three.
 */
export function omr(baisa: number, lang: Lang, options: { exact?: boolean } = {}): string {
  const whole = baisa % 1000 === 0 && options.exact !== true;
  const digits = whole ? 0 : 3;
  const decimal = whole ? String(baisa / 1000) : `${Math.trunc(baisa / 1000)}.${String(baisa % 1000).padStart(3, '0')}`;
  const locale = lang === 'ar' ? 'ar-OM' : lang === 'fr' ? 'fr-FR' : 'en-GB';
  const number = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const text =
    lang === 'ar'
      ? `${new Intl.NumberFormat(locale, number).format(decimal as unknown as number).replace(/\u066c/g, ' ')} ر.ع.`
      : new Intl.NumberFormat(locale, { ...number, style: 'currency', currency: 'OMR', currencyDisplay: 'code' }).format(decimal as unknown as number);
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
}

/**
 * A new browser context signed in as a test user (its session stored as the shell stores it), its
 * first page, in `lang`; `contexts` collects it for closing. `extra` overrides the stored user
 * (`userType: 'owner'`, `isAdmin: true`).
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  contexts: BrowserContext[],
  user: { token: string; id: string; email: string; firstName: string },
  lang: Lang,
  extra: Record<string, unknown> = {},
): Promise<Page> {
  const { context, page } = await newPage(browser, baseURL, { locale: lang });
  contexts.push(context);
  await storeSession(context, user.token, { id: user.id, email: user.email, firstName: user.firstName, lastName: 'Al Test', userType: 'investor', isAdmin: false, ...extra }, lang);
  return page;
}
