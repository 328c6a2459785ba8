import Image from 'next/image';
import type { ReactNode } from 'react';
import { formatAud } from '@/lib/money';
import { PREORDER_LABEL } from '../../price-rules';
import { type CarSheet, sheetPriceText } from '../../sheet-rules';
import type { SpecLine } from '../../spec-rules';
import { PrintPageButton } from './print-view-controls';

/** A headed block; a long one may run onto the next sheet of paper, but never leaves its heading behind. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 break-after-avoid border-brand border-b-2 pb-1 font-bold text-brand-ink text-base">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Lines({ lines, columns }: { lines: SpecLine[]; columns: 1 | 2 }) {
  return (
    <dl className={columns === 2 ? 'grid gap-x-6 sm:grid-cols-2 print:grid-cols-2' : ''}>
      {lines.map((line) => (
        <div key={line.label} className="flex break-inside-avoid gap-3 border-black/10 border-b py-1 text-sm">
          <dt className="w-2/5 shrink-0 text-gray-600">{line.label}</dt>
          <dd className="font-semibold">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The printable car sheet (the print view's content, as in the PDF): site band, title and price, photo
 * and location, key information, specifications, features, dealer comments, URL and date.
 */
export function PrintSheet({ sheet }: { sheet: CarSheet }) {
  const { price } = sheet;
  return (
    <article className="mx-auto max-w-4xl space-y-5 px-4 py-6 text-ink print:max-w-none print:space-y-4 print:p-0">
      <div className="flex justify-end print:hidden">
        <PrintPageButton />
      </div>
      <div className="[print-color-adjust:exact] flex items-center justify-between gap-4 rounded-site bg-brand px-4 py-3 text-brand-contrast">
        <p className="font-bold text-lg">{sheet.siteName}</p>
        <p className="font-bold">{sheet.dealer.phone}</p>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="font-bold text-2xl leading-tight">{sheet.title}</h1>
          {sheet.subtitle && <p className="text-gray-600">{sheet.subtitle}</p>}
        </div>
        <div className="text-right">
          {price.preorder && (
            <p className="[print-color-adjust:exact] inline-block rounded-sm bg-accent px-2 py-0.5 font-bold text-accent-contrast text-xs">
              {PREORDER_LABEL}
            </p>
          )}
          {price.was !== null && (
            <p className="text-gray-600">
              <span className="sr-only">Was </span>
              <s>{formatAud(price.was)}</s>
            </p>
          )}
          <p className={price.now !== null ? 'font-extrabold text-3xl' : 'font-bold text-xl'}>
            {price.was !== null && <span className="sr-only">Now </span>}
            {sheetPriceText(price)}
          </p>
          {price.priceType && <p className="text-gray-600 text-xs uppercase">{price.priceType}</p>}
          {price.subscription !== null && (
            <p className="text-gray-700 text-sm">
              Or subscribe from <strong>{formatAud(price.subscription)}</strong>/wk
            </p>
          )}
          {sheet.driveAway && (
            <>
              <p className="font-bold text-sm">{sheet.driveAway.line}</p>
              <p className="max-w-xs text-gray-600 text-xs">{sheet.driveAway.basis}</p>
            </>
          )}
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <div className="space-y-4">
          {sheet.photo && (
            <Image
              src={sheet.photo}
              alt={sheet.title}
              width={1200}
              height={800}
              quality={75}
              priority
              sizes="(min-width: 896px) 420px, (min-width: 768px) 48vw, 100vw"
              className="aspect-[3/2] w-full rounded-site bg-surface object-cover"
            />
          )}
          <Section title="Location">
            <p className="font-semibold text-sm">{sheet.dealer.name}</p>
            {sheet.dealer.address && <p className="text-sm">{sheet.dealer.address}</p>}
            <p className="text-sm">Phone {sheet.dealer.phone}</p>
          </Section>
        </div>
        <Section title="Key Information">
          <Lines lines={sheet.keyLines} columns={1} />
        </Section>
      </div>

      {sheet.specLines.length > 0 && (
        <Section title="Specifications">
          <Lines lines={sheet.specLines} columns={2} />
        </Section>
      )}

      {sheet.features.length > 0 && (
        <Section title="Features">
          <ul className="grid list-inside list-disc gap-x-6 gap-y-0.5 text-sm marker:text-brand-ink sm:grid-cols-2 md:grid-cols-3 print:grid-cols-3">
            {sheet.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Section>
      )}

      {sheet.comments && (
        <Section title="Dealer Comments">
          <p className="whitespace-pre-line text-sm leading-relaxed">{sheet.comments}</p>
        </Section>
      )}

      <p className="flex flex-wrap justify-between gap-2 border-black/15 border-t pt-2 text-gray-600 text-xs">
        <span className="break-all">{sheet.url}</span>
        <span>Printed {sheet.generated}</span>
      </p>
    </article>
  );
}
