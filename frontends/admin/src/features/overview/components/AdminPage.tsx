import '../../../admin.css';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser, useSession } from '@cf/api-client';
import { formatInteger } from '@cf/i18n';
import { Alert, Container, Skeleton, useLanguage } from '@cf/ui';
import { ErrorPanel, ListSkeleton } from '../../../shared/feedback';
// Every list section is built on this; loading it with the page keeps one copy instead of one per section chunk.
import '../../../shared/ResourceSection';
import { countsBySection, useQueueCounts } from '../queue-counts';
import { sectionHref, SECTIONS, toSection, type Section } from '../sections';

const SECTION_PAGES: Record<Section, ComponentType> = {
  queues: lazy(() => import(/* webpackChunkName: "admin-queues" */ './QueuesSection')),
  settings: lazy(() => import(/* webpackChunkName: "admin-settings" */ '../../site-settings/components/SiteSettingsSection')),
  'platform-settings': lazy(() => import(/* webpackChunkName: "admin-platform-settings" */ '../../platform-settings/components/PlatformSettingsSection')),
  languages: lazy(() => import(/* webpackChunkName: "admin-languages" */ '../../languages/components/LanguagesSection')),
  menus: lazy(() => import(/* webpackChunkName: "admin-menus" */ '../../menus/components/MenusSection')),
  pages: lazy(() => import(/* webpackChunkName: "admin-pages" */ '../../content-pages/components/ContentPagesSection')),
  faqs: lazy(() => import(/* webpackChunkName: "admin-faqs" */ '../../faqs/components/FaqsSection')),
  sliders: lazy(() => import(/* webpackChunkName: "admin-sliders" */ '../../home/components/SlidersSection')),
  testimonials: lazy(() => import(/* webpackChunkName: "admin-testimonials" */ '../../home/components/TestimonialsSection')),
  currencies: lazy(() => import(/* webpackChunkName: "admin-currencies" */ '../../reference/components/CurrenciesSection')),
  'option-lists': lazy(() => import(/* webpackChunkName: "admin-option-lists" */ '../../reference/components/OptionListsSection')),
  users: lazy(() => import(/* webpackChunkName: "admin-users" */ '../../users/components/UsersSection')),
  campaigns: lazy(() => import(/* webpackChunkName: "admin-campaigns" */ '../../campaigns/components/CampaignsSection')),
  wallet: lazy(() => import(/* webpackChunkName: "admin-wallet" */ '../../wallet/components/WalletSection')),
  investments: lazy(() => import(/* webpackChunkName: "admin-investments" */ '../../investments/components/InvestmentsSection')),
  repayments: lazy(() => import(/* webpackChunkName: "admin-repayments" */ '../../repayments/components/RepaymentsSection')),
  verifications: lazy(() => import(/* webpackChunkName: "admin-verifications" */ '../../verification/components/VerificationsSection')),
  accreditation: lazy(() => import(/* webpackChunkName: "admin-accreditation" */ '../../accreditation/components/AccreditationSection')),
  children: lazy(() => import(/* webpackChunkName: "admin-children" */ '../../children/components/ChildRegistrationsSection')),
  'contact-messages': lazy(() => import(/* webpackChunkName: "admin-contact-messages" */ '../../contact-messages/components/ContactMessagesSection')),
  events: lazy(() => import(/* webpackChunkName: "admin-events" */ '../../events/components/EventsSection')),
};

/** Admins only (isAdmin from users/me), checked here as well as by the shell's guard. */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const me = useCurrentUser();
  if (!session) return <NotAllowed />;
  if (me.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="cf-visually-hidden">{t('common.loading')}</span>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (me.isError && !me.data) return <ErrorPanel error={me.error} onRetry={() => void me.refetch()} title={t('common.userFailed')} />;
  if (!me.data?.isAdmin) return <NotAllowed />;
  return <>{children}</>;
}

function NotAllowed() {
  const { t } = useTranslation('admin');
  return (
    <Alert tone="warning" title={t('notAllowedTitle')}>
      <p>{t('notAllowed')}</p>
    </Alert>
  );
}

function AdminNav({ current }: { current: Section }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const waiting = countsBySection(useQueueCounts());
  const currentRef = useRef<HTMLAnchorElement>(null);
  // On narrow screens the list is a scrolling strip: keep the current section in view.
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="admin-nav" aria-label={t('nav.label')}>
      <ul className="admin-nav__list">
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link
              ref={section === current ? currentRef : undefined}
              to={sectionHref(section)}
              className={section === current ? 'admin-nav__link admin-nav__link--current' : 'admin-nav__link'}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`nav.${section}`)}
              {waiting[section] ? (
                <span className="admin-nav__count" aria-label={t('queues.waiting', { n: formatInteger(waiting[section]!, language) })}>
                  {formatInteger(waiting[section]!, language)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/admin`, `/admin/site-settings`: the administration, one section at a time (`?section=`). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const section = toSection(params.get('section'), pathname);
  const Page = SECTION_PAGES[section];
  const contentRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // Moving to another section puts keyboard and screen-reader users at its start.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    contentRef.current?.focus();
  }, [section]);

  return (
    <Container size="xl" className="admin-page">
      <h1 className="admin-page__title">{t('title')}</h1>
      <AdminGate>
        <div className="admin-layout">
          <AdminNav current={section} />
          <div className="admin-content" ref={contentRef} tabIndex={-1} aria-label={t(`nav.${section}`)} role="region">
            <Suspense fallback={<ListSkeleton />}>
              <Page />
            </Suspense>
          </div>
        </div>
      </AdminGate>
    </Container>
  );
}
