import { serveCarPhoto } from '@/inventory/car-photo-files';

// The photos dealers upload for their cars (src/inventory/car-photo-names.ts), immutable by their names.
export async function GET(_request: Request, { params }: { params: Promise<{ car: string; file: string }> }) {
  const { car, file } = await params;
  return serveCarPhoto([car, file]);
}
