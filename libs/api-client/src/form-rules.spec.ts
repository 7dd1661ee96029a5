import {
  checkImage,
  checkImageFile,
  contactBody,
  outsideLinksValid,
  parseInviteEmails,
  profileUpdateBody,
  validateContact,
  validateInvite,
  validateOutsideLinks,
  validateProfile,
  type ProfileForm,
} from './form-rules';

const profile = (over: Partial<ProfileForm> = {}): ProfileForm => ({
  firstName: 'Khalid',
  middleName: '',
  lastName: 'Al Harthy',
  fullNameEn: '',
  fullNameAr: '',
  profileName: '',
  slug: 'khalid-harthy',
  nationality: 'OM',
  countryOfResidence: 'OM',
  investorType: 'individual',
  companyName: '',
  commercialRegistrationNumber: '',
  description: '',
  photo: '',
  coverPhoto: '',
  ...over,
});

describe('profile rules (identity update-me.dto)', () => {
  it('accepts a complete valid profile', () => {
    expect(validateProfile(profile({ fullNameEn: 'Khalid  Al   Harthy', fullNameAr: 'خالد الحارثي', profileName: 'Khalid' }))).toEqual({});
  });

  it('[A5.2] first and last name: required, at most 20, English letters', () => {
    expect(validateProfile(profile({ firstName: '' })).firstName).toEqual({ key: 'required' });
    expect(validateProfile(profile({ lastName: 'A'.repeat(21) })).lastName).toEqual({ key: 'maxLength', params: { max: 20 } });
    expect(validateProfile(profile({ firstName: 'خالد' })).firstName).toEqual({ key: 'englishName' });
    expect(validateProfile(profile({ middleName: 'Ali1' })).middleName).toEqual({ key: 'englishName' });
    expect(validateProfile(profile({ middleName: '' })).middleName).toBeUndefined();
  });

  it('full names: English ≤ 60 and Arabic letters only', () => {
    expect(validateProfile(profile({ fullNameEn: 'A'.repeat(61) })).fullNameEn).toEqual({ key: 'maxLength', params: { max: 60 } });
    expect(validateProfile(profile({ fullNameAr: 'Khalid' })).fullNameAr).toEqual({ key: 'arabicName' });
  });

  it('[A5.5] profile name at least 3 characters when given', () => {
    expect(validateProfile(profile({ profileName: 'Kh' })).profileName).toEqual({ key: 'profileNameMin', params: { min: 3 } });
    expect(validateProfile(profile({ profileName: 'Kha' })).profileName).toBeUndefined();
    expect(validateProfile(profile({ profileName: 'K'.repeat(61) })).profileName).toEqual({ key: 'profileNameMax', params: { max: 60 } });
  });

  it('[A5.5] slug: required; letters, numbers and hyphen, at least 2', () => {
    expect(validateProfile(profile({ slug: '' })).slug).toEqual({ key: 'required' });
    expect(validateProfile(profile({ slug: 'a' })).slug).toEqual({ key: 'slug' });
    expect(validateProfile(profile({ slug: 'my_slug' })).slug).toEqual({ key: 'slug' });
    expect(validateProfile(profile({ slug: 'my slug' })).slug).toEqual({ key: 'slug' });
    expect(validateProfile(profile({ slug: 'My-Slug-2' })).slug).toBeUndefined();
  });

  it('[A5.5][A9.5] description at most 200 characters', () => {
    expect(validateProfile(profile({ description: 'x'.repeat(200) })).description).toBeUndefined();
    expect(validateProfile(profile({ description: 'x'.repeat(201) })).description).toEqual({ key: 'descriptionMax', params: { max: 200 } });
  });

  it('[A3.4] a company investor needs a company name; the CR number has its format', () => {
    expect(validateProfile(profile({ investorType: 'company' })).companyName).toEqual({ key: 'companyNameRequired' });
    expect(validateProfile(profile({ investorType: 'company', companyName: 'Acme', commercialRegistrationNumber: 'CR 12' })).commercialRegistrationNumber).toEqual({
      key: 'crNumber',
    });
    expect(validateProfile(profile({ investorType: 'company', companyName: 'Acme', commercialRegistrationNumber: '1234567/8' }))).toEqual({});
  });

  it('image addresses: http(s) or a site path', () => {
    expect(validateProfile(profile({ photo: 'ftp://x/y.png' })).photo).toEqual({ key: 'url' });
    expect(validateProfile(profile({ photo: '/uploads/a.png', coverPhoto: 'https://cdn.example.om/c.jpg' }))).toEqual({});
  });

  it('builds the updateMe body: empty optionals are null, the slug lower case, spaces collapsed, company fields only for companies', () => {
    const body = profileUpdateBody(profile({ slug: ' My-Slug ', fullNameEn: ' Khalid   Al Harthy ', companyName: 'Left over' }));
    expect(body).toEqual({
      firstName: 'Khalid',
      middleName: null,
      lastName: 'Al Harthy',
      fullNameEn: 'Khalid Al Harthy',
      fullNameAr: null,
      profileName: null,
      slug: 'my-slug',
      nationality: 'OM',
      countryOfResidence: 'OM',
      investorType: 'individual',
      companyName: null,
      commercialRegistrationNumber: null,
      description: null,
    });
    expect(profileUpdateBody(profile({ photo: 'https://x.om/p.png' })).photo).toBe('https://x.om/p.png');
  });
});

describe('[A5.9][A9.4] image files', () => {
  const file = { name: 'me.png', type: 'image/png', size: 100_000 };
  it('accepts .jpg/.jpeg/.png only, under 2 MB', () => {
    expect(checkImageFile({ name: 'me.gif', type: 'image/gif', size: 10 })).toEqual({ key: 'imageType' });
    expect(checkImageFile({ name: 'me.png', type: 'image/webp', size: 10 })).toEqual({ key: 'imageType' });
    expect(checkImageFile({ name: 'me.JPEG', type: 'image/jpeg', size: 10 })).toBeUndefined();
    expect(checkImageFile({ ...file, size: 2 * 1024 * 1024 + 1 })).toEqual({ key: 'imageTooLarge', params: { max: 2 } });
  });
  it('profile picture: square, at least 200×200', () => {
    expect(checkImage('photo', { ...file, width: 300, height: 200 })).toEqual({ key: 'imageSquare' });
    expect(checkImage('photo', { ...file, width: 199, height: 199 })).toEqual({ key: 'photoMinSize', params: { width: 200, height: 200 } });
    expect(checkImage('photo', { ...file, width: 200, height: 200 })).toBeUndefined();
  });
  it('cover: at least 1350×400', () => {
    expect(checkImage('cover', { ...file, width: 1349, height: 400 })).toEqual({ key: 'coverMinSize', params: { width: 1350, height: 400 } });
    expect(checkImage('cover', { ...file, width: 1350, height: 399 })).toEqual({ key: 'coverMinSize', params: { width: 1350, height: 400 } });
    expect(checkImage('cover', { ...file, width: 1600, height: 500 })).toBeUndefined();
  });
});

describe('outside links', () => {
  it('names are short identifiers, unique; addresses are http(s)', () => {
    const result = validateOutsideLinks([
      { name: 'website', url: 'https://example.om' },
      { name: 'Website', url: 'https://b.om' },
      { name: 'my link', url: 'example.om' },
      { name: '', url: '' },
    ]);
    expect(result.rows).toEqual([
      {},
      { name: { key: 'linkNameTaken' } },
      { name: { key: 'linkName' }, url: { key: 'url' } },
      { name: { key: 'required' }, url: { key: 'required' } },
    ]);
    expect(outsideLinksValid(result)).toBe(false);
  });
  it('at most 10 links', () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({ name: `l${i}`, url: 'https://x.om' }));
    expect(validateOutsideLinks(rows).list).toEqual({ key: 'linksMax', params: { max: 10 } });
    expect(outsideLinksValid(validateOutsideLinks(rows.slice(0, 10)))).toBe(true);
  });
});

describe('[A7.4] invites', () => {
  it('reads addresses as the server does: commas, semicolons and spaces; lower case; once each', () => {
    expect(parseInviteEmails(' A@x.om, b@x.om;a@x.om\nc@x.om ')).toEqual(['a@x.om', 'b@x.om', 'c@x.om']);
  });
  it('1 to 10 valid addresses, message at most 500', () => {
    expect(validateInvite({ emails: '', message: '' }).emails).toEqual({ key: 'invitesCount', params: { max: 10 } });
    expect(validateInvite({ emails: Array.from({ length: 11 }, (_, i) => `u${i}@x.om`).join(','), message: '' }).emails?.key).toBe('invitesCount');
    expect(validateInvite({ emails: 'a@x.om, nope', message: '' }).emails).toEqual({ key: 'inviteEmailInvalid', params: { email: 'nope' } });
    expect(validateInvite({ emails: 'a@x.om', message: 'm'.repeat(501) }).message).toEqual({ key: 'inviteMessageMax', params: { max: 500 } });
    expect(validateInvite({ emails: 'a@x.om b@x.om', message: 'Hi' })).toEqual({});
  });
});

describe('contact us (notifications ContactUsDto)', () => {
  const form = { name: 'Sara', email: 'sara@example.om', phone: '', subject: 'Hello', message: 'A question' };
  it('[A5.1] name, e-mail, subject and message are required', () => {
    expect(validateContact({ name: '', email: '', phone: '', subject: ' ', message: '' })).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      subject: { key: 'required' },
      message: { key: 'required' },
    });
  });
  it('[A5.3] the phone is optional, else 8 to 13 digits', () => {
    expect(validateContact(form)).toEqual({});
    expect(validateContact({ ...form, phone: '1234567' }).phone).toEqual({ key: 'phone' });
    expect(validateContact({ ...form, phone: '+968 9123 4567' }).phone).toBeUndefined();
    expect(validateContact({ ...form, phone: '12345678901234' }).phone).toEqual({ key: 'phone' });
  });
  it('limits: name 100, subject 200, message 5000', () => {
    expect(validateContact({ ...form, name: 'n'.repeat(101) }).name).toEqual({ key: 'maxLength', params: { max: 100 } });
    expect(validateContact({ ...form, subject: 's'.repeat(201) }).subject).toEqual({ key: 'maxLength', params: { max: 200 } });
    expect(validateContact({ ...form, message: 'm'.repeat(5001) }).message).toEqual({ key: 'maxLength', params: { max: 5000 } });
  });
  it('sends the phone without spaces or hyphens, and no phone when empty', () => {
    expect(contactBody({ ...form, phone: '+968 9123-4567' }).phone).toBe('+96891234567');
    expect(contactBody(form)).not.toHaveProperty('phone');
  });
});
