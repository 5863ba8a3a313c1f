import type * as React from 'react';
import { createContext, useContext } from 'react';

/** The props every in-app link receives: the router's Link takes `to`, a plain anchor `href`. */
export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

const PlainLink = ({ href, ...props }: LinkProps) => <a href={href} {...props} />;

const LinkContext = createContext<React.ComponentType<LinkProps>>(PlainLink);

/**
 * Lets an app render the UI kit's links with its router (`<LinkProvider component={RouterLink}>`) while the
 * kit itself stays router-free; without a provider, links are plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: React.ComponentType<LinkProps>;
  children: React.ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An in-app link, rendered by the app's router when one is provided. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
