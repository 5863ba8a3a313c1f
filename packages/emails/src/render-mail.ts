import { render } from '@react-email/render';
import { createElement } from 'react';
import type { RenderedMail } from './mail-types.js';
import { MAILS, type MailName, type MailProps, type MailTemplate } from './mails.js';

/**
 * A mail by name, rendered to its subject, HTML and plain text (React Email's `render`; the text part is the
 * same markup as text, links written out).
 * @example await renderMail('order-shipped', props) // { subject: 'Order SK… has shipped', html, text }
 */
export async function renderMail<N extends MailName>(name: N, props: MailProps[N]): Promise<RenderedMail> {
  const template = MAILS[name] as MailTemplate<MailProps[N]>;
  const element = createElement(template.Component, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(props), html, text };
}
