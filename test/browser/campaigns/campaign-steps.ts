import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { tr, type Lang } from '../support/journey';

/**
 * The steps of the campaign journey, as a person does them in the campaign remote (labels and
 * buttons found by the words the interface shows, read from the shipped catalogues). Failures
 * throw with what was expected and what the page showed.
 */

export type Kind = 'equity' | 'debt';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of `campaign:<key>` in `lang`. */
export const ct = (lang: Lang, key: string, params?: Record<string, string>) => tr(lang, `campaign:${key}`, params);

/** A form control by its visible label, with or without the required mark ("*"). */
export function byLabel(page: Page | Locator, text: string): Locator {
  return page.getByLabel(new RegExp(`^\\s*${escape(text)}(\\s*\\*)?\\s*$`));
}

export { omr } from '../support/journey';

/** Text with bidi marks and odd spaces removed (what a reader sees). */
export const visible = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A solid PNG of the given size written to a temporary file (the campaign image must be 700×500, C5.3). */
export function png(width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x60)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const file = join(tmpdir(), `cf-${width}x${height}.png`);
  writeFileSync(file, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
  return file;
}

/** Opens the checklist and returns, per step name, the missing items it lists (steps without a list are complete). */
export async function readChecklist(page: Page, lang: Lang): Promise<{ missing: Record<string, string[]>; ready: boolean }> {
  await page.getByRole('button', { name: ct(lang, 'checklist.open'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const missing: Record<string, string[]> = {};
  for (const step of ['company-info', 'fundraising-detail', 'story', 'faqs', 'extras', 'funding']) {
    const list = dialog.getByRole('list', { name: ct(lang, 'checklist.missingIn', { step: ct(lang, `steps.${step}`) }), exact: true });
    if (await list.count()) missing[step] = (await list.getByRole('listitem').allInnerTexts()).map((s) => s.trim());
  }
  const ready = (await dialog.getByText(ct(lang, 'checklist.ready'), { exact: true }).count()) > 0;
  await dialog.getByRole('button', { name: tr(lang, 'common.close') }).first().click();
  await dialog.waitFor({ state: 'hidden' });
  return { missing, ready };
}

/**
 * Clicks "Save and continue" and waits for the next step's page: its address, then its stepper
 * marking the next step as the current one. The address changes first and the new page renders in
 * a transition (its module may still be loading), so a click between the two lands on the previous
 * step's page, which then goes away.
 */
async function saveAndContinue(page: Page, lang: Lang, next: string): Promise<void> {
  await page.getByRole('button', { name: ct(lang, 'wizard.saveContinue'), exact: true }).click();
  await waitForPath(page, new RegExp(`/create-campaign/${next}/`));
  await page.locator('.campaign-stepper__link[aria-current="step"]', { hasText: ct(lang, `steps.${next}`) }).waitFor();
}

/** Waits for a path; on timeout reports the alerts and field errors the page shows. */
export async function waitForPath(page: Page, path: RegExp, timeout = 15000): Promise<void> {
  try {
    await page.waitForURL(path, { timeout });
  } catch (error) {
    const shown = await page.locator('[role=alert], .cf-field__error').allInnerTexts().catch(() => []);
    throw new Error(`still on ${page.url()} (waiting for ${path}); the page shows: ${JSON.stringify(shown)}`, { cause: error });
  }
}

export interface WizardInput {
  name: string;
  kind: Kind;
  /** Goal in rials as typed. */
  goalRials: string;
}

/**
 * Owner: chooses the type, fills the six steps, checks the checklist along the way and submits.
 * Returns the campaign's id and what the checklist showed at each check.
 */
export async function createAndSubmitCampaign(page: Page, lang: Lang, input: WizardInput): Promise<{ id: string; checklists: Array<{ missing: Record<string, string[]>; ready: boolean }> }> {
  const t = (key: string, params?: Record<string, string>) => ct(lang, key, params);
  const checklists: Array<{ missing: Record<string, string[]>; ready: boolean }> = [];
  await page.goto('/create-campaign/choose-type');
  await page.getByRole('radio', { name: new RegExp(`^${escape(t(`types.${input.kind}`))}\\s*${escape(t(`typeHelp.${input.kind}`))}$`) }).check();
  await page.getByRole('button', { name: t('chooseType.start'), exact: true }).click();
  await waitForPath(page, /\/create-campaign\/company-info\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // Nothing is filled: submitting is not possible and the checklist names what is missing.
  await page.getByRole('heading', { level: 2, name: t('steps.company-info') }).waitFor();
  check(await page.getByRole('button', { name: t('wizard.submit'), exact: true }).isDisabled(), 'submit should be disabled while steps are incomplete');
  checklists.push(await readChecklist(page, lang));

  // Step 1: company info.
  await byLabel(page, t('fields.companyName')).fill(`${input.name} Company`);
  await byLabel(page, t('fields.website')).fill('https://example.om');
  await byLabel(page, t('fields.category')).selectOption({ index: 1 });
  await byLabel(page, t('fields.industry')).selectOption({ index: 1 });
  await byLabel(page, t('fields.phoneNumber')).fill('+96891234567');
  await byLabel(page, t('fields.contactEmail')).fill('info@example.om');
  await byLabel(page, t('fields.address')).fill('Ruwi, Muscat');
  await byLabel(page, t('fields.description')).fill('A growing Omani company');
  await byLabel(page, t('fields.descriptionAr')).fill('شركة عمانية نامية');
  await page.locator('input[type=file][name=companyLogo]').setInputFiles(png(360, 283));
  await page.getByRole('img', { name: t('wizard.preview', { label: t('fields.companyLogo') }) }).waitFor();
  await saveAndContinue(page, lang, 'fundraising-detail');
  checklists.push(await readChecklist(page, lang));

  // Step 2: fundraising detail and terms.
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  await byLabel(page, t('fields.goal')).fill(input.goalRials);
  await byLabel(page, t('fields.minimumRaise')).fill('10');
  await byLabel(page, t('fields.maximumRaise')).fill('5000');
  await byLabel(page, t('fields.openDate')).fill(iso(new Date(today.getTime() - 86_400_000)));
  await byLabel(page, t('fields.closeDate')).fill(iso(new Date(today.getTime() + 60 * 86_400_000)));
  await byLabel(page, t('fields.campaignStage')).selectOption({ index: 1 });
  await byLabel(page, t('fields.investingRound')).selectOption({ index: 1 });
  await page.getByRole('radio', { name: new RegExp(`^${escape(t('investingTypes.fixed'))}`) }).check();
  await page.getByRole('radio', { name: t('accreditation.both'), exact: true }).check();
  if (input.kind === 'debt') {
    await byLabel(page, t('fields.interestRate')).fill('8');
    await byLabel(page, t('fields.investFrequency')).selectOption('quarterly');
    await byLabel(page, t('fields.termLength')).fill('24');
  } else {
    await byLabel(page, t('fields.availableShares')).fill('1000');
    await byLabel(page, t('fields.equityAvailable')).fill('10');
  }
  await byLabel(page, t('fields.preMoneyValuation')).fill('450000');
  await saveAndContinue(page, lang, 'story');

  // Step 3: story.
  await byLabel(page, t('fields.campaignName')).fill(input.name);
  await page.getByRole('radio', { name: t('uploadTypes.image'), exact: true }).check();
  await page.locator('input[type=file][name=coverImage]').setInputFiles(png(700, 500));
  await page.getByRole('img', { name: t('wizard.preview', { label: t('fields.coverImage') }) }).waitFor();
  await byLabel(page, t('fields.campaignStory')).fill('Our story in English.');
  await byLabel(page, t('fields.campaignStoryAr')).fill('قصتنا بالعربية.');
  await saveAndContinue(page, lang, 'faqs');
  checklists.push(await readChecklist(page, lang));

  // Step 4: every required FAQ answered (each card saves on its own; the editor copy is then reloaded).
  const requiredHeading = page.getByRole('heading', { level: 3, name: t('faqs.required'), exact: true });
  await requiredHeading.first().waitFor();
  const count = await requiredHeading.count();
  for (let i = 0; i < count; i++) {
    const card = page.locator('.cf-card').filter({ has: requiredHeading }).nth(i);
    await byLabel(card, t('fields.answer')).fill(`Answer ${i + 1}`);
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/equities/${id}`));
    await card.getByRole('button', { name: t('wizard.saveAnswer'), exact: true }).click();
    await reloaded;
  }
  checklists.push(await readChecklist(page, lang));
  await page.getByRole('button', { name: t('wizard.continue'), exact: true }).click();
  await waitForPath(page, /\/create-campaign\/extras\//);
  await page.getByRole('button', { name: t('wizard.continue'), exact: true }).click();
  await waitForPath(page, /\/create-campaign\/funding\//);

  // Step 6: payout account.
  await byLabel(page, t('fields.bankName')).selectOption({ index: 1 });
  await byLabel(page, t('fields.accountType')).selectOption('current');
  await byLabel(page, t('fields.accountNumber')).fill('0123456789');
  await byLabel(page, t('fields.confirmAccountNumber')).fill('0123456789');
  await byLabel(page, t('fields.routingNumber')).fill('123456789');
  await page.getByRole('checkbox', { name: t('fields.tos') }).check();
  await page.getByRole('button', { name: t('wizard.saveStep'), exact: true }).click();
  await page.getByRole('button', { name: t('wizard.submit'), exact: true }).and(page.locator(':enabled')).waitFor();
  checklists.push(await readChecklist(page, lang));

  await page.getByRole('button', { name: t('wizard.submit'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('wizard.submit'), exact: true }).click();
  await waitForPath(page, /\/create-campaign\/thank-you\//);
  await page.getByRole('heading', { level: 1, name: t('thankYou.title') }).waitFor();
  return { id, checklists };
}

/** Admin: approves the campaign named `name` from the review queue (C1.3, C4.2). */
export async function approveCampaign(page: Page, lang: Lang, name: string): Promise<void> {
  const ta = (key: string) => tr(lang, `admin:${key}`);
  await page.goto('/admin?section=campaigns');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: name }) });
  // Two steps: the review, where approve is, then the confirmation.
  await row.getByRole('button', { name: ta('campaigns.review'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: ta('campaigns.approve'), exact: true }).click();
  await page.getByRole('dialog', { name: ta('campaigns.approveTitle') }).getByRole('button', { name: ta('campaigns.approve'), exact: true }).click();
  await page.getByText(ta('campaigns.approved'), { exact: true }).first().waitFor();
  // It left the queue.
  await row.waitFor({ state: 'detached' });
}

/** The campaign's card in browse (C2.2): its ribbon text and the amounts it shows. */
export async function findInBrowse(page: Page, lang: Lang, name: string): Promise<{ card: Locator; text: string }> {
  await page.goto('/browse-companies');
  await page.getByRole('heading', { level: 1, name: ct(lang, 'browse.title') }).waitFor();
  await byLabel(page, ct(lang, 'browse.search')).fill(name);
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor();
  return { card, text: visible(await card.innerText()) };
}

/** Investor, on the campaign page: saves, follows, and posts a comment that waits for approval (C2.4, C6.2, C4.17). */
export async function saveFollowAndComment(page: Page, lang: Lang, slug: string, comment: string): Promise<{ followersBefore: string; followersAfter: string }> {
  const t = (key: string) => ct(lang, key);
  await page.goto(`/campaign-detail-page/${encodeURIComponent(slug)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The follower count sits beside the Follow button, and only once someone follows (the key terms lead the facts).
  const followers = page.locator('.campaign-banner__followers');
  const followersBefore = (await followers.count()) === 0 ? '' : visible(await followers.innerText());
  await page.getByRole('button', { name: t('detail.save'), exact: true }).click();
  await page.getByRole('button', { name: t('detail.unsave'), exact: true }).waitFor();
  await page.getByRole('button', { name: t('detail.follow'), exact: true }).click();
  await page.getByRole('button', { name: t('detail.unfollow'), exact: true }).waitFor();
  const followersAfter = visible(await followers.innerText());
  // The investors, where followers used to be.
  await page.locator('dl.campaign-facts').getByRole('term').filter({ hasText: t('detail.investors') }).waitFor();
  await page.getByRole('tab', { name: t('detail.tabs.discussion'), exact: true }).click();
  await byLabel(page, t('discussion.label')).fill(comment);
  await page.getByRole('button', { name: t('discussion.post'), exact: true }).click();
  await page.getByText(t('discussion.pendingNote'), { exact: true }).waitFor();
  return { followersBefore, followersAfter };
}

/** Admin: approves the comment `text` in the moderation queue (C4.17). */
export async function approveComment(page: Page, lang: Lang, text: string): Promise<void> {
  const ta = (key: string) => tr(lang, `admin:${key}`);
  await page.goto('/admin?section=campaigns');
  await page.getByRole('tab', { name: ta('campaigns.commentsTab'), exact: true }).click();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: ta('campaigns.actions.APPROVE'), exact: true }).click();
  await page.getByText(ta('campaigns.moderated.APPROVE'), { exact: true }).first().waitFor();
  await item.waitFor({ state: 'detached' });
}

/** Any visitor: the discussion tab of the campaign page lists the comment. */
export async function discussionShows(page: Page, lang: Lang, slug: string, text: string): Promise<boolean> {
  await page.goto(`/campaign-detail-page/${encodeURIComponent(slug)}`);
  await page.getByRole('tab', { name: ct(lang, 'detail.tabs.discussion'), exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await panel.waitFor();
  await panel.locator('.campaign-comment, .cf-empty').first().waitFor();
  return (await panel.getByText(text, { exact: true }).count()) > 0;
}

/** A signed-out visitor who picked `lang` earlier (the shell keeps the choice in localStorage). */
export async function rememberLanguage(context: BrowserContext, lang: Lang): Promise<void> {
  await context.addInitScript((l) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', l);
  }, lang);
}

/** Anyone: the owner's public profile (/profile/:slug, C2.27) lists the campaign among theirs. */
export async function profileListsCampaign(page: Page, lang: Lang, ownerSlug: string, name: string): Promise<string> {
  await page.goto(`/profile/${encodeURIComponent(ownerSlug)}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const card = page.getByRole('article', { name, exact: true });
  await card.waitFor();
  check(await page.getByRole('heading', { level: 2, name: tr(lang, 'settings:publicProfile.campaigns'), exact: true }).count(), 'the profile has a campaigns section');
  return visible(await card.innerText());
}
