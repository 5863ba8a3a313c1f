import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { useRef } from 'react';
import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';

const modalVariants = cva(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-xl focus:outline-none',
  {
    variants: {
      size: {
        sm: 'max-w-md',
        md: 'max-w-2xl',
        lg: 'max-w-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps
  extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'>,
    VariantProps<typeof modalVariants> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
}

/**
 * A dialog on Radix: focus is trapped inside and returns on close; Escape, the overlay and the close button
 * all close it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalProps) {
  // Radix returns focus to its own Trigger only; a controlled modal opened from any button (a card's Quick
  // view, a banner) gives focus back to whatever had it when the modal opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <DialogPrimitive.Content
          data-slot="modal"
          // without a description Radix must not point at one
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={cn(modalVariants({ size }), className)}
          onOpenAutoFocus={(event) => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const target = returnFocus.current;
            if (event.defaultPrevented || !target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          {...props}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold break-words text-ink">
                {title}
              </DialogPrimitive.Title>
              {description !== undefined && (
                <DialogPrimitive.Description className="mt-1 text-sm text-muted">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label={t('Close')}
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), '-me-2 text-muted')}
            >
              <X aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
