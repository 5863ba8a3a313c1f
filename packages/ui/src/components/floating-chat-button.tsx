import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { DrawnIcon } from './drawn-icon.js';

export interface FloatingChatButtonProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The chat link with the support number and the page address (core `supportChatLink`). */
  href: string;
  /** 'Chat with support' (translated) by default. */
  label?: string;
}

/**
 * The floating chat button on every screen (spec §1): opens the support chat in a new tab. It goes inside
 * `FloatingActions`, which places it: in the dock on phones and tablets, in the bottom-right corner from `lg`.
 */
export function FloatingChatButton({
  href,
  label: givenLabel,
  className,
  ...props
}: FloatingChatButtonProps) {
  const label = givenLabel ?? t('Chat with support');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('{label} (opens in a new tab)', { label })}
      title={label}
      data-slot="floating-chat-button"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full bg-[#0F7A5F] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0F7A5F] lg:size-14',
        className,
      )}
      {...props}
    >
      <DrawnIcon name="message-circle" className="size-6 lg:size-7" />
    </a>
  );
}
