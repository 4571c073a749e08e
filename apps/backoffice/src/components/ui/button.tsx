import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 aria-busy:pointer-events-none aria-busy:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-ink-800',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-brass-300',
        outline: 'border border-input bg-card hover:bg-muted',
        ghost: 'hover:bg-muted',
        inverse:
          'border border-white/25 text-white hover:bg-white/10 focus-visible:ring-brass-300 focus-visible:ring-offset-ink-900',
        link: 'h-auto px-0 text-ink-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's look. */
    asChild?: boolean;
    /**
     * Its action is running: it shows so and refuses a second press, but stays enabled, so the
     * focus stays on it (a disabled button drops the focus to the page's top).
     */
    pending?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild,
  pending,
  children,
  disabled,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      {...props}
      onClick={pending ? (event) => event.preventDefault() : props.onClick}
    >
      {pending && <LoaderCircle className="animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
