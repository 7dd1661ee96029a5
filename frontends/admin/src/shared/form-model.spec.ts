import { ApiError } from '@cf/api-client';
import { serverErrors, toBody, toValues, validateFields, type FieldDef } from './form-model';

const FIELDS: FieldDef[] = [
  { name: 'slug', kind: 'text', label: 'Slug', required: true },
  { name: 'title', kind: 'localized', label: 'Title', max: 5 },
  { name: 'showInFooter', kind: 'checkbox', label: 'Footer' },
  { name: 'sortOrder', kind: 'number', label: 'Order' },
  { name: 'image', kind: 'image', label: 'Image' },
  { name: 'customUrl', kind: 'link', label: 'URL', nullable: true, visible: (v) => v.slug !== 'hidden' },
];
const ROW = { slug: 'about', title: { ar: 'عن', en: 'About', fr: 'Apro' }, showInFooter: true, sortOrder: 3, image: '', customUrl: '/x' };

describe('admin form model', () => {
  it('flattens localized texts the way the site service names its field errors', () => {
    expect(toValues(FIELDS, ROW)).toEqual({
      slug: 'about',
      'title.ar': 'عن',
      'title.en': 'About',
      'title.fr': 'Apro',
      showInFooter: true,
      sortOrder: '3',
      image: '',
      customUrl: '/x',
    });
  });

  it('validates every language, lengths, numbers, links and images', () => {
    const values = {
      ...toValues(FIELDS, ROW),
      'title.fr': '',
      'title.en': 'Too long',
      sortOrder: '1.5',
      image: 'javascript:x',
      customUrl: 'ftp://x',
    };
    expect(Object.keys(validateFields(FIELDS, values)).sort()).toEqual(['customUrl', 'image', 'sortOrder', 'title.en', 'title.fr']);
    expect(validateFields(FIELDS, { ...values, slug: 'hidden' }).customUrl).toBeUndefined();
  });

  it('sends everything on create (hidden nullable as null) and only changes on edit', () => {
    const initial = toValues(FIELDS, ROW);
    expect(toBody(FIELDS, { ...initial, slug: 'hidden' })).toMatchObject({
      slug: 'hidden',
      customUrl: null,
      sortOrder: 3,
      showInFooter: true,
    });
    expect(toBody(FIELDS, { ...initial, 'title.en': 'Us' }, initial)).toEqual({ title: { ar: 'عن', en: 'Us', fr: 'Apro' } });
    expect(toBody(FIELDS, initial, initial)).toEqual({});
  });

  it('puts server field errors beside their inputs, the rest above the form', () => {
    const error = new ApiError('Validation failed', 400, [
      { field: 'title.fr', msg: 'Trop long' },
      { field: 'slug', msg: 'Taken' },
      { field: 'title', msg: 'Please enter the text in Arabic, English and French' },
      { field: 'body', msg: 'Unknown' },
    ]);
    expect(serverErrors(error, FIELDS)).toEqual({
      fields: { 'title.fr': 'Trop long', slug: 'Taken', 'title.ar': 'Please enter the text in Arabic, English and French' },
      other: ['Unknown'],
    });
  });
});
