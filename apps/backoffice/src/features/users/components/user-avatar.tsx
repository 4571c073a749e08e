import { cn } from '@/lib/utils';

/** The profile picture, or the initials on a dark disc when there is none. */
export function UserAvatar({
  user,
  className,
}: {
  user: { first_name: string; last_name: string; avatar_url: string | null };
  className?: string;
}) {
  const base = cn('size-9 shrink-0 rounded-full', className);
  if (user.avatar_url) return <img src={user.avatar_url} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(base, 'grid place-items-center bg-ink-800 text-xs font-semibold text-white')}
    >
      {`${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()}
    </span>
  );
}
