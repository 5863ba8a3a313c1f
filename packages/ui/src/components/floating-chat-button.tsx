import type * as React from 'react';
import { cn } from '../lib/cn.js';
import { DrawnIcon } from './drawn-icon.js';

export interface FloatingChatButtonProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The chat link with the support number and the page address (core `supportChatLink`). */
  href: string;
  label?: string;
}

/**
 * The floating chat button on every screen (spec §1): opens the support chat in a new tab. Bottom right,
 * smaller and closer to the corner on phones; the footers keep the corner's room free at the page's end.
 */
export function FloatingChatButton({
  href,
  label = 'Chat with support',
  className,
  ...props
}: FloatingChatButtonProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      title={label}
      data-slot="floating-chat-button"
      className={cn(
        'fixed right-3 bottom-3 z-40 flex size-12 items-center justify-center rounded-full bg-[#0F7A5F] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0F7A5F] sm:right-5 sm:bottom-5 sm:size-14',
        className,
      )}
      {...props}
    >
      <DrawnIcon name="message-circle" className="size-6 sm:size-7" />
    </a>
  );
}
