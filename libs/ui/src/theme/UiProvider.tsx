import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/Toast';

export interface UiProviderProps {
  dir: 'rtl' | 'ltr';
  children: ReactNode;
  /** Translated names for the toast close button and region. */
  labels?: { close?: string; notifications?: string };
}

/** Direction for the Radix primitives (arrow keys, menu placement) and the toast stack. */
export function UiProvider({ dir, children, labels }: UiProviderProps) {
  return (
    <DirectionProvider dir={dir}>
      <ToastProvider closeLabel={labels?.close} regionLabel={labels?.notifications}>
        {children}
      </ToastProvider>
    </DirectionProvider>
  );
}
