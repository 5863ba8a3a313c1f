import { linkSegments } from '@souk/core';
import { cn, t } from '@souk/ui';

/**
 * A description with its addresses as real links (spec §2): the text is split by core `linkSegments` and
 * rendered as text nodes and anchors — never as HTML — so a seller's text cannot inject markup.
 */
export function ProductDescription({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n+/).filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 0)
    return <p className={cn('text-muted', className)}>{t('No description yet.')}</p>;
  return (
    <div className={cn('space-y-3 leading-relaxed text-ink/90', className)}>
      {paragraphs.map((paragraph, index) => (
        // paragraphs have no identity beyond their position in a static text
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={index} className="break-words">
          {linkSegments(paragraph).map((segment, part) =>
            segment.kind === 'link' ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                key={part}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
              >
                {segment.text}
              </a>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
