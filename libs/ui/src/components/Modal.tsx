import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * A form holding typed data: a click outside the dialog does not close it (and lose the data);
   * Escape, Cancel and the close button still do.
   */
  keepOpenOnOutsideClick?: boolean;
}

/**
 * Dialog on Radix: focus moves in and is trapped, Escape and the close button close it, focus returns
 * to the trigger, the page behind is hidden from screen readers and does not scroll.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, closeLabel, size = 'md', keepOpenOnOutsideClick = false }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="cf-modal__overlay" />
        <Dialog.Content
          className={cx('cf-modal', `cf-modal--${size}`)}
          onInteractOutside={keepOpenOnOutsideClick ? (event) => event.preventDefault() : undefined}
        >
          <header className="cf-modal__header">
            <Dialog.Title className="cf-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="cf-modal__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description ? <Dialog.Description className="cf-modal__description">{description}</Dialog.Description> : null}
          {children ? <div className="cf-modal__body">{children}</div> : null}
          {footer ? <footer className="cf-modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      closeLabel={closeLabel}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
