import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, useApiLanguage } from '@cf/api-client';
import { Button, Card, Cluster, ServerError, TextField } from '@cf/ui';

const DAY_MS = 24 * 3600 * 1000;
/** A day in Muscat (UTC+4) as YYYY-MM-DD. */
const muscatDay = (ms: number) => new Date(ms + 4 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Issue 38: a period's records as a spreadsheet (CSV, UTF-8 with a BOM so Arabic opens right), in the
 * administrator's language: wallet transactions, investments. The service streams it, whatever its size.
 */
export function PeriodExport({ title, intro, path, filePrefix }: { title: string; intro: string; path: string; filePrefix: string }) {
  const { t } = useTranslation('admin');
  const lng = useApiLanguage();
  const [from, setFrom] = useState(() => muscatDay(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => muscatDay(Date.now()));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const invalid = from > to;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(path, { from, to, lng }, `${filePrefix}-${from}-${to}.csv`);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-muted">{intro}</p>
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <Cluster gap={3} align="end">
          <TextField type="date" name="from" label={t('export.from')} value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
          <TextField
            type="date"
            name="to"
            label={t('export.to')}
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            error={invalid ? t('export.rangeInvalid') : undefined}
            required
          />
          <Button type="submit" loading={busy} disabled={invalid}>
            {t('export.download')}
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
