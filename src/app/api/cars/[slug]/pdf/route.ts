import { pdfContentDisposition } from '@/features/vehicle';
import { renderCarPdf } from '@/features/vehicle/pdf/render';
import { findSiteCar } from '@/inventory/site-car';
import { CarSlugParamsSchema } from '@/inventory/slug-params';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, validationError } from '@/lib/http';
import { logger } from '@/lib/logger';

// GET /api/cars/{slug}/pdf — the car's one-page PDF sheet, downloaded as {slug}.pdf (AF §7). @react-pdf
// and sharp need Node.
export const runtime = 'nodejs';

export const GET = tenantRoute<{ params: Promise<{ slug: string }> }>(async (_request, site, { params }) => {
  const parsed = CarSlugParamsSchema.safeParse(await params);
  if (!parsed.success) return validationError(parsed.error);
  const { slug } = parsed.data;
  const found = await findSiteCar(site, slug);
  if (!found) return jsonError(404, 'Car not found');
  let pdf: Buffer;
  try {
    pdf = await renderCarPdf(site, found);
  } catch (error) {
    // The shopper's alert shows this sentence; the cause goes to the log.
    logger.error({ err: error, site: site.slug, slug }, 'car PDF failed');
    return jsonError(500, 'Sorry, the PDF could not be created. Please try again.');
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': pdfContentDisposition(found.car.slug),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
