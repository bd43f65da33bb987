import type { PublicTravelSite } from '@fundpath/contracts/travel';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';
import { siteColors, siteThemeStyle } from '../utils/site-theme';

/**
 * Sets the travel pages' colour variables: the affiliate's site colours (checked, see
 * site-theme.ts) or the travel defaults.
 */
export function TravelTheme({
  site,
  className,
  children,
}: {
  site?: Pick<PublicTravelSite, 'primary_color' | 'accent_color'> | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      style={siteThemeStyle(siteColors(site?.primary_color, site?.accent_color))}
      className={cn(className)}
    >
      {children}
    </div>
  );
}

/** The affiliate's photo, or their initials on their primary colour. */
export function AdvisorAvatar({
  site,
  className,
}: {
  site: Pick<PublicTravelSite, 'display_name' | 'photo_url'>;
  className?: string;
}) {
  if (site.photo_url)
    return <img src={site.photo_url} alt="" className={cn('rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full bg-[var(--travel-primary)] font-semibold text-[var(--travel-primary-text)]',
        className,
      )}
    >
      {initials(site.display_name)}
    </span>
  );
}
