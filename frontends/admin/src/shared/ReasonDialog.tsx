import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Stack, TextArea } from '@cf/ui';

export const REASON_MAX = 500;

/** A rejection needs a reason (it is sent to the user, A8.5); the dialog refuses an empty one. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);

  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(t('wallet.reasonRequired'));
    if (text.length > REASON_MAX) return setError(t('validation.maxLength', { max: REASON_MAX }));
    onConfirm(text);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (!next ? onCancel() : undefined)}
      title={title}
      description={description}
      closeLabel={tc('common.close')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {tc('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        <TextArea
          label={t('wallet.reason')}
          hint={t('wallet.reasonHint')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
          rows={3}
          maxLength={REASON_MAX}
          required
          error={error}
        />
      </Stack>
    </Modal>
  );
}
