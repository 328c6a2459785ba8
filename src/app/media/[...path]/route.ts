import { serveMediaFile } from '@/lib/media-files';

// The demo images: files the seed wrote into MEDIA_DIR, served by their canonical names (lib/media-names).
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveMediaFile(path);
}
