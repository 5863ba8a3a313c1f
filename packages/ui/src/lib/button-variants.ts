import { cva, type VariantProps } from 'class-variance-authority';

/** The kit's button look: brand-coloured primary actions, bordered secondary ones, round icon buttons. */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
        outline:
          'border border-gray-200 bg-white text-ink shadow-xs hover:border-brand-500 hover:text-brand-700 disabled:hover:border-gray-200 disabled:hover:text-ink',
        ghost: 'text-ink hover:bg-brand-50 hover:text-brand-700',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-9',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
