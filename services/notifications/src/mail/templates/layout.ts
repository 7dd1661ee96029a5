import type { Language } from '@cf/contracts';
import { BRAND_COLOR, SITE_NAME } from './brand';
import { escapeHtml, safeHref, singleLine } from './escape';

/**
 * What a template says, as plain text. The layout escapes every string, so values taken from
 * events or forms (names, messages) can never inject markup.
 */
export interface EmailContent {
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code shown large (two-factor sign-in). */
  code?: string;
  /** A quoted block (e.g. the inviter's personal message). */
  quote?: string;
  note?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const FOOTER: Record<Language, { rights: string; automatic: string; linkHelp: string }> = {
  ar: {
    rights: 'جميع الحقوق محفوظة.',
    automatic: 'هذه رسالة آلية، يرجى عدم الرد عليها.',
    linkHelp: 'إذا لم يعمل الزر، انسخ الرابط التالي والصقه في متصفحك:',
  },
  en: {
    rights: 'All rights reserved.',
    automatic: 'This is an automated message, please do not reply.',
    linkHelp: 'If the button does not work, copy and paste this link into your browser:',
  },
  fr: {
    rights: 'Tous droits réservés.',
    automatic: 'Ceci est un message automatique, merci de ne pas y répondre.',
    linkHelp: 'Si le bouton ne fonctionne pas, copiez et collez ce lien dans votre navigateur :',
  },
};

export function renderLayout(content: EmailContent, language: Language, now = new Date()): RenderedEmail {
  const rtl = language === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const site = SITE_NAME[language];
  const footer = FOOTER[language];
  const year = now.getUTCFullYear();
  const href = content.action ? safeHref(content.action.url) : null;
  const subject = singleLine(content.subject, 300);

  const blocks: string[] = [`<h1 style="margin:0 0 16px;font-size:22px;color:#111111;">${escapeHtml(content.heading)}</h1>`];
  if (content.greeting) blocks.push(`<p style="margin:0 0 12px;">${escapeHtml(content.greeting)}</p>`);
  for (const paragraph of content.paragraphs) blocks.push(`<p style="margin:0 0 12px;">${escapeHtml(paragraph)}</p>`);
  if (content.quote) {
    const side = rtl ? 'right' : 'left';
    blocks.push(
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-${side}:4px solid ${BRAND_COLOR};background:#f6f5ff;white-space:pre-line;">${escapeHtml(content.quote)}</blockquote>`,
    );
  }
  if (content.code) {
    blocks.push(
      `<p dir="ltr" style="margin:16px 0;text-align:center;font-size:30px;font-weight:bold;letter-spacing:8px;color:#111111;">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.action && href) {
    blocks.push(
      `<p style="margin:20px 0;text-align:center;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:13px;color:#555555;">${escapeHtml(footer.linkHelp)}<br><a dir="ltr" href="${escapeHtml(href)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(href)}</a></p>`,
    );
  }
  if (content.note) blocks.push(`<p style="margin:16px 0 0;font-size:13px;color:#666666;">${escapeHtml(content.note)}</p>`);

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#f4f4f7;font-family:Tahoma,Arial,Helvetica,sans-serif;" dir="${dir}">`,
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f4f7;padding:24px 0;"><tr><td align="center">',
    '<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">',
    `<tr><td style="background:${BRAND_COLOR};padding:20px 24px;color:#ffffff;font-size:20px;font-weight:bold;text-align:${align};">${escapeHtml(site)}</td></tr>`,
    `<tr><td style="padding:24px;color:#222222;font-size:15px;line-height:1.6;text-align:${align};">`,
    ...blocks,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:#fafafa;color:#888888;font-size:12px;text-align:${align};">${escapeHtml(footer.automatic)}<br>&copy; ${year} ${escapeHtml(site)}. ${escapeHtml(footer.rights)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');

  const lines: string[] = [site, '', content.heading, ''];
  if (content.greeting) lines.push(content.greeting, '');
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.quote)
    lines.push(
      content.quote
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n'),
      '',
    );
  if (content.code) lines.push(content.code, '');
  if (content.action && href) lines.push(`${content.action.label}: ${href}`, '');
  if (content.note) lines.push(content.note, '');
  lines.push('--', footer.automatic, `© ${year} ${site}. ${footer.rights}`);

  return { subject, html, text: lines.join('\n') };
}
