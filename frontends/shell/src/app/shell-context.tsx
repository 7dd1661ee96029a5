import type { i18n as I18n } from 'i18next';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  setStoredItem,
  STORAGE_KEYS,
  useCampaignSettings,
  useCurrentUser,
  useLanguages,
  useMetaSettings,
  useSession,
  useSiteSettings,
  type CurrentUser,
  type LanguageOption,
  type SiteSettings,
} from '@cf/api-client';
import { changeLanguage, toLanguage, type Language } from '@cf/i18n';
import { applyFavicon, applyTheme, displayFlagsFor, type DisplayFlags } from '@cf/ui';

export interface ShellState {
  isWebView: boolean;
  language: Language;
  setLanguage: (language: Language) => void;
  /** Site settings once loaded (empty until then, or if they failed: the shell then runs on defaults). */
  settings: Partial<SiteSettings>;
  settingsReady: boolean;
  siteName: string;
  languages: LanguageOption[];
  signedIn: boolean;
  user: CurrentUser | null;
  /** users/me is still on its way (only with a token). */
  userLoading: boolean;
  /** First and last name: users/me, else what sign-in stored. */
  displayName: string;
  isAdmin: boolean;
  flags: DisplayFlags;
}

const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellProvider>');
  return value;
}

/**
 * A4.2 start-up: site settings, campaign settings, the language list and (with a token) the current
 * user are requested together; the page renders as soon as site settings have answered (maintenance
 * mode depends on them). Theming follows the settings (A1.5).
 */
export function ShellProvider({ isWebView, i18n, children }: { isWebView: boolean; i18n: I18n; children: ReactNode }) {
  const site = useSiteSettings();
  const meta = useMetaSettings();
  useCampaignSettings();
  const languagesQuery = useLanguages();
  const session = useSession();
  const me = useCurrentUser();
  const language = toLanguage(i18n.language);

  const settings = useMemo<Partial<SiteSettings>>(() => site.data ?? {}, [site.data]);
  const siteName = String(meta.data?.siteName ?? settings.siteName ?? 'Oman Crowdfunding');

  useEffect(() => {
    applyTheme({ primary: settings.sitePrimaryColor, secondary: settings.siteSecondaryColor });
    applyFavicon(typeof settings.favIcon === 'string' ? settings.favIcon : null);
  }, [settings.sitePrimaryColor, settings.siteSecondaryColor, settings.favIcon]);

  useEffect(() => {
    document.title = siteName;
    const description = meta.data?.metaDescription;
    if (typeof description === 'string') document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [siteName, meta.data?.metaDescription]);

  const languages = useMemo(() => languagesQuery.data ?? [], [languagesQuery.data]);

  const setLanguage = useCallback(
    (next: Language) => {
      const option = languages.find((l) => l.folder === next);
      if (option) setStoredItem(STORAGE_KEYS.selectedLanguageId, option.id);
      // Loads the catalogue, flips <html dir>, and (through notifyLanguageChanged) re-keys every query.
      void changeLanguage(i18n, next);
    },
    [i18n, languages],
  );

  const user = session ? (me.data ?? null) : null;
  const userLoading = session !== null && me.isPending;
  const displayName = [user?.firstName ?? session?.displayData.firstName, user?.lastName ?? session?.displayData.lastName]
    .filter(Boolean)
    .join(' ');
  const isAdmin = Boolean(user?.isAdmin ?? session?.displayData.isAdmin);
  const userType = user?.userType ?? session?.userType;
  const signedIn = session !== null;
  const flags = useMemo(() => displayFlagsFor(signedIn ? { isAdmin, userType } : null), [signedIn, isAdmin, userType]);

  const value = useMemo<ShellState>(
    () => ({
      isWebView,
      language,
      setLanguage,
      settings,
      settingsReady: !site.isPending,
      siteName,
      languages,
      signedIn,
      user,
      userLoading,
      displayName,
      isAdmin,
      flags,
    }),
    [
      isWebView,
      language,
      setLanguage,
      settings,
      site.isPending,
      siteName,
      languages,
      signedIn,
      user,
      userLoading,
      displayName,
      isAdmin,
      flags,
    ],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
