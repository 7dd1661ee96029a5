import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { addNamespace, changeLanguage, createI18n, readStoredLanguage } from './create-i18n';
import { directionOf, toLanguage } from './languages';

describe('createI18n', () => {
  beforeEach(() => localStorage.clear());

  it('[A9.2] defaults to Arabic, right to left, when nothing is stored', async () => {
    const i18n = await createI18n({ resources: { ar, en, fr } });
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(i18n.t('nav.signIn')).toBe('تسجيل الدخول');
  });

  it('[A3.1] restores the stored language (i18nextLng)', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    expect(readStoredLanguage()).toBe('fr');
    const i18n = await createI18n({ resources: { ar, en, fr } });
    expect(i18n.t('nav.signIn')).toBe('Se connecter');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads a language on demand and flips <html dir> when switching', async () => {
    const load = jest.fn(async (lng: 'ar' | 'en' | 'fr') => ({ ar, en, fr })[lng]);
    const i18n = await createI18n({ language: 'en', load });
    expect(load).toHaveBeenCalledWith('en');
    expect(load).not.toHaveBeenCalledWith('ar');
    await changeLanguage(i18n, 'ar');
    expect(load).toHaveBeenCalledWith('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(i18n.t('nav.signIn')).toBe('تسجيل الدخول');
  });

  it("adds a remote's namespace to the shared instance", async () => {
    const i18n = await createI18n({ language: 'en', resources: { ar, en, fr } });
    addNamespace(i18n, 'settings', { ar: { title: 'الإعدادات' }, en: { title: 'Settings' }, fr: { title: 'Paramètres' } });
    expect(i18n.t('settings:title')).toBe('Settings');
    await i18n.changeLanguage('ar');
    expect(i18n.t('settings:title')).toBe('الإعدادات');
  });

  it('maps anything unknown to Arabic and knows each direction', () => {
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('de')).toBe('ar');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
