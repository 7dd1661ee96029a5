import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isApiError,
  outsideLinksBody,
  outsideLinksValid,
  PROFILE_LIMITS,
  useCurrentUser,
  useUpdateMe,
  validateOutsideLinks,
  type OutsideLinkRow,
  type UserProfile,
} from '@cf/api-client';
import { Alert, Button, buttonClass, Card, Cluster, EmptyState, LoadError, ServerError, Skeleton, Stack, TextField, useToast } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { useRuleText } from '../../../shared/use-rule-text';

/** Names offered in the name field (any other short name is accepted too). */
const SUGGESTED = ['website', 'linkedin', 'x', 'facebook', 'instagram', 'youtube'];

function rowsOf(user: UserProfile): OutsideLinkRow[] {
  return Object.entries(user.outsideLinks ?? {}).map(([name, url]) => ({ name, url: String(url ?? '') }));
}

function LinksEditor({ user }: { user: UserProfile }) {
  const { t } = useTranslation('settings');
  const ruleText = useRuleText();
  const toast = useToast();
  const update = useUpdateMe();
  const [rows, setRows] = useState<OutsideLinkRow[]>(() => rowsOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const result = validateOutsideLinks(rows);
  const shown = submitted ? result : { rows: [] as typeof result.rows, list: undefined };
  const server = isApiError(serverError) ? serverError : null;
  const full = rows.length >= PROFILE_LIMITS.outsideLinksMax;

  const change = (index: number, patch: Partial<OutsideLinkRow>) => setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const add = () => {
    setRows((list) => [...list, { name: SUGGESTED.find((s) => !list.some((r) => r.name === s)) ?? '', url: '' }]);
    // Focus the new row's address once it renders.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('.settings-link-row:last-child input[type="url"]')?.focus());
  };
  const remove = (index: number) => setRows((list) => list.filter((_, i) => i !== index));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!outsideLinksValid(result)) {
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await update.mutateAsync({ outsideLinks: outsideLinksBody(rows) });
      // A8.6 "outside links updated".
      toast.show({ tone: 'success', message: t('outsideLinks.updated') });
      setSubmitted(false);
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="settings-form">
      <Stack gap={4}>
        <ServerError titled error={serverError} />
        {server?.fieldMessage('outsideLinks') ? <Alert tone="danger">{server.fieldMessage('outsideLinks')}</Alert> : null}
        {shown.list ? <Alert tone="danger">{ruleText(shown.list)}</Alert> : null}
        <Card>
          <div ref={listRef}>
            {rows.length === 0 ? (
              <EmptyState title={t('outsideLinks.empty')} description={t('outsideLinks.emptyBody')} />
            ) : (
              <ol className="settings-link-rows">
                {rows.map((row, index) => (
                  <li key={index} className="settings-link-row">
                    <TextField
                      label={t('outsideLinks.name', { n: index + 1 })}
                      list="settings-link-names"
                      dir="ltr"
                      maxLength={30}
                      autoCapitalize="none"
                      spellCheck={false}
                      value={row.name}
                      onChange={(e) => change(index, { name: e.target.value })}
                      error={ruleText(shown.rows[index]?.name)}
                    />
                    <TextField
                      label={t('outsideLinks.url', { n: index + 1 })}
                      type="url"
                      inputMode="url"
                      dir="ltr"
                      placeholder="https://"
                      maxLength={PROFILE_LIMITS.urlMax}
                      value={row.url}
                      onChange={(e) => change(index, { url: e.target.value })}
                      error={ruleText(shown.rows[index]?.url)}
                    />
                    <Button variant="ghost" size="sm" className="settings-link-row__remove" onClick={() => remove(index)}>
                      {t('outsideLinks.remove', { n: index + 1 })}
                    </Button>
                  </li>
                ))}
              </ol>
            )}
            <datalist id="settings-link-names">
              {SUGGESTED.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
        </Card>
        <Cluster gap={3} justify="space-between">
          <Button variant="outline" onClick={add} disabled={full}>
            {t('outsideLinks.add')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('outsideLinks.save')}
          </Button>
        </Cluster>
        <p className="cf-field__hint">{t('outsideLinks.limit', { max: PROFILE_LIMITS.outsideLinksMax, count: rows.length })}</p>
      </Stack>
    </form>
  );
}

/** `/settings/outside-links` (A2.5, A3.4, A8.6): named links to the user's other pages, saved with users/updateMe. */
export default function OutsideLinksPage() {
  const { t } = useTranslation('settings');
  const me = useCurrentUser();
  const user = me.data as UserProfile | undefined;
  return (
    <SettingsPage
      title={t('outsideLinks.title')}
      description={t('outsideLinks.intro')}
      width="narrow"
      actions={
        <Link to="/settings/profile" className={buttonClass('ghost')}>
          {t('profile.backToProfile')}
        </Link>
      }
    >
      {me.isPending ? (
        <Card>
          <Skeleton lines={4} />
        </Card>
      ) : me.isError || !user ? (
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <LinksEditor key={user.id} user={user} />
      )}
    </SettingsPage>
  );
}
