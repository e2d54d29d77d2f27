import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Optional text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  closeLabel?: string;
  size?: 'normal' | 'wide';
  children?: ReactNode;
}

/** Radix Dialog: focus is trapped inside, Escape and the close icon dismiss, scroll is locked. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Close',
  size = 'normal',
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, size === 'wide' ? styles.wide : ''].join(' ')}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
