import type { LinkProps } from '@souk/ui';
import { Link } from 'react-router-dom';

/** The UI kit's link rendered by the app's router (`<LinkProvider component={RouterLink}>`). */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
