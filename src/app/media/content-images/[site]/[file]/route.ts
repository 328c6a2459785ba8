import { contentImageKeyOf } from '@/content/image-names';
import { serveStoredWebp } from '@/lib/media-storage/serve';

// The images dealers upload into their pages (src/content/image-names.ts), immutable by their names.
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ site: string; file: string }> },
) {
  const { site, file } = await params;
  return serveStoredWebp(contentImageKeyOf([site, file]));
}
