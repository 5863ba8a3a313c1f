import { useEffect, useState } from 'react';
import type { RenderedMail } from './mail-types.js';
import type { MailName, MailProps } from './mails.js';
import { renderMail } from './render-mail.js';

/**
 * A mail in Storybook as an inbox shows it: rendered by the same `renderMail` the server sends with, the HTML
 * in a frame of its own (a mail is a whole document), the subject above and the text part below.
 */
export function MailPreview<N extends MailName>({ name, props }: { name: N; props: MailProps[N] }) {
  const [mail, setMail] = useState<RenderedMail | null>(null);
  useEffect(() => {
    let live = true;
    renderMail(name, props).then((rendered) => {
      if (live) setMail(rendered);
    });
    return () => {
      live = false;
    };
  }, [name, props]);
  if (!mail) return <p style={{ fontFamily: 'sans-serif', padding: 16 }}>Rendering…</p>;
  return (
    <div style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <p>
        <strong>Subject:</strong> {mail.subject}
      </p>
      <iframe
        title={mail.subject}
        srcDoc={mail.html}
        style={{ border: '1px solid #ddd', height: 900, width: '100%' }}
      />
      <details>
        <summary>Plain text</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
      </details>
    </div>
  );
}
