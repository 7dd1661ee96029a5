import * as z from 'zod/mini';
import { answerList, answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminPageQuery, adminResource, languageQuery, localizedAnswer, orderField, recordFields, required, seedKeyField } from './admin-resource';
import { flexibleBoolean, link, localizedText, sortOrder } from './fields';

export const MENU_TYPES = ['header', 'footer', 'social'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const SOCIAL_ICONS = ['x-twitter', 'facebook', 'linkedin', 'instagram', 'youtube', 'tiktok', 'snapchat', 'whatsapp', 'telegram'] as const;

/*
 * A menu link (A3.5): header, footer or social. Rules between fields (a custom link has a URL, a
 * page link an existing page, a social link an icon and an https URL) are the service's: they need
 * the stored row and the pages.
 */
const fields = {
  menuType: z.enum(MENU_TYPES, 'site.menuTypeInvalid'),
  linkType: z.enum(['custom', 'page'], 'site.linkTypeInvalid'),
  title: localizedText(100),
  customUrl: z.nullable(link()),
  urlTarget: z.enum(['_self', '_blank'], 'site.targetInvalid'),
  contentPageSlug: z.nullable(z.string('site.pageRequired').check(z.trim(), z.maxLength(120, 'site.pageRequired'))),
  socialMediaIcon: z.nullable(z.enum(SOCIAL_ICONS, 'site.socialIconRequired')),
  sortOrder: sortOrder(),
  status: flexibleBoolean(),
};
export const menuLinkCreateSchema = z.strictObject({ ...z.partial(z.strictObject(fields)).shape, menuType: required(fields.menuType), title: required(fields.title) });
export const menuLinkUpdateSchema = z.partial(z.strictObject(fields));

/** A menu link as the front shows it: its title in the reader's language, a content page's slug and title. */
export const menuLinkSchema = z.object({
  id: answerText(100),
  menuType: z.enum(MENU_TYPES),
  linkType: z.enum(['custom', 'page']),
  title: answerText(200),
  customUrl: z.nullable(answerText(500)),
  urlTarget: z.enum(['_self', '_blank']),
  contentPage: z.nullable(z.object({ slug: answerText(120), title: answerText(200) })),
  socialMediaIcon: z.nullable(answerText(30)),
  sortOrder: z.int(),
});
export type MenuLinkView = z.infer<typeof menuLinkSchema>;
const menuList = answerList(menuLinkSchema, 200);
export const menusAnswerSchema = z.union([menuList, z.object({ header: menuList, footer: menuList, social: menuList })]);

export const menusEndpoint = defineEndpoint({
  method: 'GET',
  path: 'menus',
  access: 'public',
  context: 'site',
  summary: 'A7.8 The menus in the reader\'s language: `?type=header|footer|social` gives that list, none the three.',
  answer: menusAnswerSchema,
  query: z.object({ ...languageQuery.shape, type: z.optional(z.string('site.menuTypeInvalid').check(z.maxLength(40, 'site.menuTypeInvalid'))) }),
});

/** A menu link as administrators manage it. */
export const menuLinkRecordSchema = z.object({
  ...recordFields,
  ...seedKeyField,
  ...orderField,
  menuType: answerText(10),
  linkType: answerText(10),
  title: localizedAnswer(200),
  customUrl: z.nullable(answerText(500)),
  urlTarget: z.enum(['_self', '_blank']),
  contentPageSlug: z.nullable(answerText(120)),
  socialMediaIcon: z.nullable(answerText(30)),
});
export type MenuLinkRecord = z.infer<typeof menuLinkRecordSchema>;
const links = adminResource({ base: 'menus', list: 'menus/admin', what: 'menu link', create: menuLinkCreateSchema, update: menuLinkUpdateSchema, record: menuLinkRecordSchema });
export const menuLinksEndpoint = defineEndpoint({ ...links.list, query: z.object({ ...adminPageQuery.shape, type: z.optional(z.string('site.menuTypeInvalid').check(z.maxLength(40, 'site.menuTypeInvalid'))) }) });
export const { create: createMenuLinkEndpoint, update: updateMenuLinkEndpoint, remove: removeMenuLinkEndpoint } = links;
