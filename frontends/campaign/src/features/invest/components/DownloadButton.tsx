import { useState } from 'react';
import { downloadFile } from '@cf/api-client';
import { Button, ServerError, useLanguage } from '@cf/ui';

/** A signed-in download (a PDF the service writes in the reader's language), with its own busy and error states. */
export function DownloadButton({ path, fileName, label, variant = 'outline' }: { path: string; fileName: string; label: string; variant?: 'outline' | 'ghost' }) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(path, { lng: language }, fileName);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure ? <ServerError error={failure} onClose={() => setFailure(null)} /> : null}
      <Button variant={variant} loading={busy} onClick={() => void download()}>
        {label}
      </Button>
    </>
  );
}
