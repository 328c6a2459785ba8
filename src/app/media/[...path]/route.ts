import { serveMedia } from '@/features/media/serve';

// Locally generated images (see features/media): served from MEDIA_DIR, rendered on demand when missing.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveMedia(path);
}
