import {
  checkEmail,
  validateChangePassword,
  validateCode,
  validateEmailForm,
  validateLogin,
  validateResetPassword,
  validateSignup,
  type SignupForm,
} from './validation';

const goodSignup: SignupForm = {
  firstName: 'Aisha',
  lastName: 'Al-Harthy',
  email: 'aisha@example.om',
  phone: '+96891234567',
  password: 'Str0ng!pass',
  passwordConfirm: 'Str0ng!pass',
  acceptTerms: true,
};

describe('sign-up rules (the identity service rules, mirrored)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignup(goodSignup)).toEqual({});
  });

  it('[A5.1] a missing field gets the generic required message', () => {
    const errors = validateSignup({ ...goodSignup, firstName: ' ', email: '', password: '', passwordConfirm: '' });
    expect(errors.firstName).toEqual({ key: 'required' });
    expect(errors.email).toEqual({ key: 'required' });
    expect(errors.password).toEqual({ key: 'required' });
    expect(errors.passwordConfirm).toEqual({ key: 'required' });
  });

  it('[A5.2] first and last names are English letters, at most 20 characters', () => {
    expect(validateSignup({ ...goodSignup, firstName: 'عائشة' }).firstName).toEqual({ key: 'englishName' });
    expect(validateSignup({ ...goodSignup, lastName: 'Smith2' }).lastName).toEqual({ key: 'englishName' });
    expect(validateSignup({ ...goodSignup, firstName: 'A'.repeat(21) }).firstName).toEqual({ key: 'maxLength', params: { max: 20 } });
    expect(validateSignup({ ...goodSignup, firstName: 'A'.repeat(20) }).firstName).toBeUndefined();
    expect(validateSignup({ ...goodSignup, lastName: "O'Neil-Smith" }).lastName).toBeUndefined();
  });

  it('[A5.2] e-mail must be valid', () => {
    for (const bad of ['aisha', 'aisha@', 'aisha@example', 'a b@example.om', 'aisha@@example.om'])
      expect(checkEmail(bad)).toEqual({ key: 'invalidEmail' });
    for (const good of ['aisha@example.om', 'first.last+tag@sub.example.com']) expect(checkEmail(good)).toBeUndefined();
  });

  it('[A5.3] phone is optional at sign-up, as on the server', () => {
    expect(validateSignup({ ...goodSignup, phone: '' }).phone).toBeUndefined();
  });

  it('[A5.3] phone has 8 to 13 digits (an optional + for the country code)', () => {
    expect(validateSignup({ ...goodSignup, phone: '1234567' }).phone).toEqual({ key: 'phone' });
    expect(validateSignup({ ...goodSignup, phone: '12345678' }).phone).toBeUndefined();
    expect(validateSignup({ ...goodSignup, phone: '1234567890123' }).phone).toBeUndefined();
    expect(validateSignup({ ...goodSignup, phone: '12345678901234' }).phone).toEqual({ key: 'phone' });
    // Spaces and dashes are dropped before the check (and before sending), as a person types them.
    expect(validateSignup({ ...goodSignup, phone: '9123 45-67' }).phone).toBeUndefined();
    expect(validateSignup({ ...goodSignup, phone: '+968 9123 456' }).phone).toBeUndefined();
    expect(validateSignup({ ...goodSignup, phone: 'abcdefghi' }).phone).toEqual({ key: 'phone' });
  });

  it.each([
    ['short1!A', undefined],
    ['Sh0rt!a', 'strongPassword'],
    ['alllower1!', 'strongPassword'],
    ['ALLUPPER1!', 'strongPassword'],
    ['NoDigits!!', 'strongPassword'],
    ['NoSpecial11', 'strongPassword'],
    ['With space1!', 'strongPassword'],
  ])('[A5.4] sign-up password %j → %s ("Please enter a strong password")', (password, key) => {
    const errors = validateSignup({ ...goodSignup, password, passwordConfirm: password });
    expect(errors.password?.key).toBe(key);
  });

  it('[A5.4] the confirmation must match ("Password doesn\'t match")', () => {
    expect(validateSignup({ ...goodSignup, passwordConfirm: 'Str0ng!pasS' }).passwordConfirm).toEqual({ key: 'passwordMismatch' });
  });

  it('[A5.6] the terms of use must be accepted ("Please accept the terms of use")', () => {
    expect(validateSignup({ ...goodSignup, acceptTerms: false }).acceptTerms).toEqual({ key: 'acceptTerms' });
  });
});

describe('sign-in rules', () => {
  it('[A5.4] login password needs at least 8 characters, without the strength rule', () => {
    expect(validateLogin({ email: 'a@b.om', password: 'short', captchaValue: '' }, false).password).toEqual({ key: 'loginPasswordMin' });
    expect(validateLogin({ email: 'a@b.om', password: 'longenough', captchaValue: '' }, false)).toEqual({});
  });

  it('[A5.12] the captcha is required only when the server issued one', () => {
    expect(validateLogin({ email: 'a@b.om', password: 'longenough', captchaValue: '' }, true).captchaValue).toEqual({ key: 'required' });
    expect(validateLogin({ email: 'a@b.om', password: 'longenough', captchaValue: 'x7k2' }, true)).toEqual({});
  });
});

describe('password reset and change', () => {
  it('[A5.4] reset uses the strong-password rule and the confirmation', () => {
    expect(validateResetPassword({ password: 'weak', passwordConfirm: 'weak' }).password).toEqual({ key: 'strongPassword' });
    expect(validateResetPassword({ password: 'Str0ng!pass', passwordConfirm: 'other' }).passwordConfirm).toEqual({
      key: 'passwordMismatch',
    });
    expect(validateResetPassword({ password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass' })).toEqual({});
  });

  it('[A7.3] change password needs the current password too', () => {
    expect(
      validateChangePassword({ passwordCurrent: '', password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass' }).passwordCurrent,
    ).toEqual({ key: 'required' });
    expect(validateChangePassword({ passwordCurrent: 'old', password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass' })).toEqual({});
  });

  it('forgot password and resend need a valid e-mail', () => {
    expect(validateEmailForm({ email: 'nope' }).email).toEqual({ key: 'invalidEmail' });
  });

  it('[A4.1] a verification code is 6 digits', () => {
    expect(validateCode({ code: '12345' }).code).toEqual({ key: 'code' });
    expect(validateCode({ code: '123456' })).toEqual({});
  });
});
