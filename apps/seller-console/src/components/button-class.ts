import { type ButtonVariantProps, buttonVariants, cn } from '@souk/ui';

type Variant = NonNullable<ButtonVariantProps['variant']>;
type Size = NonNullable<ButtonVariantProps['size']>;

/** The UI kit's button look for links and buttons the screens render themselves; `extra` is merged last. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return cn(buttonVariants({ variant, size }), extra);
}
