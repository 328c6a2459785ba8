import { ImageResponse } from 'next/og';
import { getSite } from '@/tenancy/get-site';
import { SITE_SHARE_IMAGE_SIZE } from '@/tenancy/page-metadata';

// GET /share-image.png on a site's domain: the site's Open Graph image, its monogram and name on its
// banner colours. Rendered on request and cached by browsers and crawlers for a day.
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site);
  if (!site) return new Response('Not found', { status: 404 });
  const { config } = site;
  const { theme } = config;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 32,
        color: '#ffffff',
        backgroundImage: `linear-gradient(135deg, ${theme.heroFrom}, ${theme.heroTo})`,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 180,
          height: 180,
          borderRadius: 36,
          fontSize: 88,
          fontWeight: 700,
          background: theme.brand,
          color: theme.brandContrast,
        }}
      >
        {config.logo.mark}
      </div>
      <div style={{ display: 'flex', fontSize: 72, fontWeight: 700 }}>{config.logo.text}</div>
      <div style={{ display: 'flex', fontSize: 36, opacity: 0.9 }}>{config.tagline}</div>
    </div>,
    { ...SITE_SHARE_IMAGE_SIZE, headers: { 'cache-control': 'public, max-age=86400' } },
  );
}
