import { StaticImage } from './static-image';

export type CertifiedBadgeImage = { name: string; image: string };

/**
 * The make's certified pre-owned programme as its image badge (SV §4: an image badge, not a text tag),
 * named by its alt text; the same on a car's card and its page.
 */
export function CertifiedBadge({
  badge,
  className = 'h-9 w-auto',
}: {
  badge: CertifiedBadgeImage;
  className?: string;
}) {
  return (
    <StaticImage
      src={badge.image}
      alt={badge.name}
      width={520}
      height={160}
      sizes="120px"
      data-certified-badge=""
      className={className}
    />
  );
}
