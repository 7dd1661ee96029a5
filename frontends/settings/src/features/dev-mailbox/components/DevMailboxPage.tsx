import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser, useDevMailbox, useMailMessage, type MailboxEntry } from '@cf/api-client';
import { formatDateTime, toLanguage } from '@cf/i18n';
import { Button, Card, Cluster, EmptyState, LoadError, Skeleton, Stack, TextField } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

function MessageView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('settings');
  const message = useMailMessage(id);
  const [asText, setAsText] = useState(false);
  if (message.isPending) return <Skeleton lines={8} />;
  if (message.isError) return <LoadError error={message.error} onRetry={() => void message.refetch()} />;
  const m = message.data;
  return (
    <article className="settings-mail" aria-labelledby="mail-subject">
      <header className="settings-mail__header">
        <h2 id="mail-subject" className="settings-mail__subject" dir="auto">
          {m.subject}
        </h2>
        <dl className="settings-mail__meta">
          <div>
            <dt>{t('mailbox.to')}</dt>
            <dd>
              <bdi dir="ltr">{m.to}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('mailbox.date')}</dt>
            <dd>{formatDateTime(m.createdAt, toLanguage(i18n.language))}</dd>
          </div>
          <div>
            <dt>{t('mailbox.template')}</dt>
            <dd>
              <code>{m.template}</code> · {m.language} · {m.status}
            </dd>
          </div>
        </dl>
        <Button variant="outline" size="sm" aria-pressed={asText} onClick={() => setAsText((v) => !v)}>
          {asText ? t('mailbox.showHtml') : t('mailbox.showText')}
        </Button>
      </header>
      {asText ? (
        <pre className="settings-mail__text">{m.text}</pre>
      ) : (
        // The e-mail's HTML in a sandbox with no permissions: no scripts, no forms, no same-origin access.
        <iframe className="settings-mail__frame" title={t('mailbox.frameTitle', { subject: m.subject })} sandbox="" srcDoc={m.html} />
      )}
    </article>
  );
}

function MailList({ list, selected, onSelect }: { list: MailboxEntry[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t, i18n } = useTranslation('settings');
  return (
    <ul className="settings-mail-list" aria-label={t('mailbox.listLabel')}>
      {list.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={m.id === selected ? 'settings-mail-list__item settings-mail-list__item--active' : 'settings-mail-list__item'}
            aria-current={m.id === selected ? 'true' : undefined}
            onClick={() => onSelect(m.id)}
          >
            <span className="settings-mail-list__subject" dir="auto">{m.subject}</span>
            <span className="settings-mail-list__meta">
              <bdi dir="ltr">{m.to}</bdi> · {formatDateTime(m.createdAt, toLanguage(i18n.language))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/settings/dev-mailbox`: the e-mails the platform sent, read from the notifications service's
 * development mailbox (GET dev/mailbox, dev/mailbox/{id}). The route only exists with DEV_MAILBOX=true;
 * elsewhere the page says so and its link is hidden.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const selected = params.get('id');
  const [filter, setFilter] = useState(to);
  const me = useCurrentUser();
  const mailbox = useDevMailbox(to);

  const update = (next: { to?: string; id?: string | null }) => {
    const p = new URLSearchParams(params);
    if (next.to !== undefined) {
      if (next.to) p.set('to', next.to);
      else p.delete('to');
      p.delete('id');
    }
    if (next.id !== undefined) {
      if (next.id) p.set('id', next.id);
      else p.delete('id');
    }
    setParams(p, { replace: true });
  };
  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    update({ to: filter.trim() });
  };
  const mine = me.data?.email;

  return (
    <SettingsPage title={t('mailbox.title')} description={t('mailbox.intro')}>
      {mailbox.unavailable ? (
        <Card>
          <EmptyState title={t('mailbox.unavailable')} description={t('mailbox.unavailableBody')} />
        </Card>
      ) : (
        <Stack gap={4}>
          <form onSubmit={applyFilter} className="settings-mail-filter" role="search">
            <TextField
              label={t('mailbox.filter')}
              type="email"
              dir="ltr"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="name@example.om"
            />
            <Cluster gap={2}>
              <Button type="submit" variant="outline">
                {t('mailbox.apply')}
              </Button>
              {mine ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setFilter(mine);
                    update({ to: mine });
                  }}
                >
                  {t('mailbox.mine')}
                </Button>
              ) : null}
              {to ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setFilter('');
                    update({ to: '' });
                  }}
                >
                  {t('mailbox.all')}
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching && !mailbox.isPending}>
                {t('mailbox.refresh')}
              </Button>
            </Cluster>
          </form>
          {mailbox.isPending ? (
            <Card>
              <Skeleton lines={6} />
            </Card>
          ) : mailbox.isError ? (
            <LoadError error={mailbox.error} onRetry={() => void mailbox.refetch()} />
          ) : mailbox.data.length === 0 ? (
            <Card>
              <EmptyState title={t('mailbox.empty')} description={to ? t('mailbox.emptyFor', { to }) : undefined} />
            </Card>
          ) : (
            <div className="settings-mailbox">
              <Card className="settings-mailbox__list">
                <p className="settings-muted">{t('mailbox.count', { count: mailbox.data.length })}</p>
                <MailList list={mailbox.data} selected={selected} onSelect={(id) => update({ id })} />
              </Card>
              <Card className="settings-mailbox__view">
                {selected ? <MessageView key={selected} id={selected} /> : <EmptyState title={t('mailbox.pick')} />}
              </Card>
            </div>
          )}
        </Stack>
      )}
    </SettingsPage>
  );
}
