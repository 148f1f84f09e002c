import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Closes without acting (the cancel button, Escape, the backdrop); ignored while `busy`. */
  onCancel(): void;
  onConfirm(): void;
  /** The action is running: the dialog stays open and the cancel button is disabled. */
  busy: boolean;
  title: string;
  /** A short line under the title (the dialog's accessible description). */
  description?: string;
  /** A longer body above the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to common.cancel. */
  cancelLabel?: string;
  confirmTestId?: string;
}

/**
 * The question before a destructive action (cancel an order, delete a list or an address, clear
 * the cart): one shape everywhere, so a running action cannot be closed half-way and the buttons
 * sit the same way on every screen (danger on the right; on top when a phone stacks them).
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  busy,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  confirmTestId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      {children}
      <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end${children ? ' mt-5' : ''}`}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
