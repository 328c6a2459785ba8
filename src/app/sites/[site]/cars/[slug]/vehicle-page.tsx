import Link from 'next/link';
import { SaveButton } from '@/features/accounts/components/save-button';
import { ReserveOnlineSection } from '@/features/checkout/components/reserve-online-section';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { GetFinancePopup } from '@/features/finance/components/get-finance-popup';
import { AccordionEnquiry } from '@/features/leads/components/accordion-enquiry';
import { LeadDialog } from '@/features/leads/components/lead-dialog';
import { PhoneReveal } from '@/features/leads/components/phone-reveal';
import { LazyPriceComparisonBlock } from '@/features/price-comparison/components/lazy-price-comparison';
import { ViewedCarRecord } from '@/features/recently-viewed/components/viewed-car-record';
import { CardTagBadge } from '@/features/search/components/card-tag-badge';
import { LazySimilarCars } from '@/features/search/components/lazy-similar-cars';
import { valuationPluginEligible } from '@/features/trade-in';
import { ValuationPlugin } from '@/features/trade-in/components/valuation-plugin';
import { FIND_SIMILAR_LABEL, vehiclePageMode } from '@/features/vehicle/availability-rules';
import { announcementCity, breadcrumb } from '@/features/vehicle/breadcrumb-rules';
import { financeLink, type VehicleButton, vehiclePageButtons } from '@/features/vehicle/button-rules';
import { showsFuelCalculator } from '@/features/vehicle/calculator-rules';
import { checkedInStockText } from '@/features/vehicle/checked-rules';
import { AnnouncementBar } from '@/features/vehicle/components/announcement-bar';
import { BreadcrumbNav } from '@/features/vehicle/components/breadcrumb-nav';
import { FinancePanel } from '@/features/vehicle/components/calculators/finance-panel';
import {
  LazyDeliveryCalculator,
  LazyFinanceCalculator,
  LazyFuelCalculator,
} from '@/features/vehicle/components/calculators/lazy-calculators';
import {
  CallDealerBox,
  ContentSections,
  DisclaimerBlock,
} from '@/features/vehicle/components/content-sections';
import { LazyDriveAwayEstimate } from '@/features/vehicle/components/drive-away/lazy-drive-away-estimate';
import {
  LazyCertifiedDialog,
  LazyCollapsibleFeatures,
  LazyCollapsibleLines,
  LazyDealerCommentsBlock,
  LazyHistoryReportLink,
  LazyPrintActions,
  LazyQuickFinanceCalculator,
  LazyShareButton,
  LazySocialShareRow,
} from '@/features/vehicle/components/lazy-sections';
import { LocationBar } from '@/features/vehicle/components/location-bar';
import { VehicleMedia } from '@/features/vehicle/components/media/vehicle-media';
import { VideoBlock } from '@/features/vehicle/components/media/video-block';
import { PriceBlock } from '@/features/vehicle/components/price-block';
import { SoldNotice } from '@/features/vehicle/components/sold-notice';
import { StickyBars } from '@/features/vehicle/components/sticky-bars';
import { ViewCount } from '@/features/vehicle/components/view-count';
import { dealerComments } from '@/features/vehicle/dealer-comments-rules';
import { driveAwayByState } from '@/features/vehicle/drive-away-rules';
import { type FactKind, itemFacts } from '@/features/vehicle/item-type-rules';
import { carVideoUrl } from '@/features/vehicle/media-rules';
import { priceBlock, showsMarketIndicator } from '@/features/vehicle/price-rules';
import { carShareUrl } from '@/features/vehicle/share-rules';
import {
  caravanSpecLines,
  FEATURES_INITIAL,
  FEATURES_TOGGLE,
  featureList,
  KEY_INFO_INITIAL,
  KEY_INFO_TOGGLE,
  keyInformationLines,
  SPECS_INITIAL,
  SPECS_TOGGLE,
  specificationLines,
} from '@/features/vehicle/spec-rules';
import { STICKY_TRADE_IN_LABEL, stickyActions } from '@/features/vehicle/sticky-rules';
import { driveAwaySettings } from '@/inventory/drive-away-rules';
import { canReserve, RESERVED_LABEL, reserveDeposit, showsReserved } from '@/inventory/reservation-rules';
import { spansRow } from '@/lib/button-grid';
import { directionsUrl as directionsUrlOf } from '@/lib/geo/map-links';
import { formatAud } from '@/lib/money';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import { backedDisclaimer } from '@/repayments/advertised-rates';
import { financeDisplayForCar, offersInstantQuote } from '@/repayments/repayment-rules';
import { cardSettings, cardTag } from '@/search';
import { SIMILAR_CARS_HEADING } from '@/search/similar-rules';
import { buttonLabels } from '@/tenancy/button-labels';
import { certifiedProgrammeFor, whatsIncludedFor } from '@/tenancy/certified-programme';
import { siteOrigin } from '@/tenancy/site-origin';
import { CertifiedBadge } from '@/ui/certified-badge';
import { BedDoubleIcon } from '@/ui/icons/bed-double';
import { CameraIcon } from '@/ui/icons/camera';
import { CarIcon } from '@/ui/icons/car';
import { GaugeIcon } from '@/ui/icons/gauge';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { RulerIcon } from '@/ui/icons/ruler';
import { Settings2Icon } from '@/ui/icons/settings-2';
import { CardActions } from '../../card-actions';
import { PhoneVerification } from '../../phone-verification';
import type { VehiclePageData } from './page-data';

/**
 * The vehicle detail page. DOM order follows the spec's eleven blocks (media, breadcrumb, sidebar, key
 * information, video, all specifications, finance calculator, price comparison, disclaimer, similar cars,
 * location bar) with the other sections between them; on desktop the sidebar sits beside the first
 * column. A car that is not in stock gets only the similar-cars list (with the SOLD notice when sold).
 */
export function VehiclePage({ data, now }: { data: VehiclePageData; now: Date }) {
  const { site, car, dealership, location, primaryLocation } = data;
  const { config } = site;
  const settings = cardSettings(config);
  const title = `${car.year} ${car.make} ${car.model}`;

  if (vehiclePageMode(car.status) === 'similar-only') {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-6">
        <SoldNotice
          car={car}
          title={title}
          findSimilar={
            <LeadDialog
              form="find-similar"
              anchor="find-similar"
              title="Find me something similar"
              trigger="link"
              label={FIND_SIMILAR_LABEL}
              triggerClassName="mt-4 inline-block rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast"
              {...data.lead}
            />
          }
          save={
            config.features.watchlist && (
              <SaveButton carId={car.id} carName={car.name} status={car.status} look="plain" />
            )
          }
        />
        <div id="similar-cars">
          <LazySimilarCars
            cardActions={CardActions}
            slug={car.slug}
            settings={settings}
            now={now.getTime()}
            heading={SIMILAR_CARS_HEADING}
            pageSize={config.similarCarsPageSize}
          />
        </div>
      </div>
    );
  }

  const tag = cardTag(
    car,
    { ...settings.tag, makeRunsCertifiedProgramme: data.makeRunsCertifiedProgramme },
    now,
  );
  const price = priceBlock(car, {
    noPriceText: config.copy.noPriceText,
    offersSubscription: config.features.offersSubscription,
  });
  const driveAwayAt = driveAwaySettings(config);
  const driveAway = driveAwayByState(car, driveAwayAt);
  // Every finance surface of the page (panel, calculators, weekly figure, buttons) follows this one decision.
  const finance = financeDisplayForCar({
    settings: config.finance,
    car: { ...car, dealershipSlug: dealership.slug },
    now,
  });
  const buttonCar = {
    ...car,
    price: price.now,
    dealershipSlug: dealership.slug,
    financeOffered: finance.offered,
  };
  const buttons = vehiclePageButtons(buttonCar, config);
  const financeHref = financeLink(buttonCar);
  const lender =
    config.finance.provider === 'none' ? null : (car.financeLenders?.[config.finance.provider] ?? null);
  const lenderDisclaimer = backedDisclaimer(config.finance.provider, lender?.disclaimer);
  const videoUrl = carVideoUrl(car);
  const located = announcementCity(location?.city, primaryLocation?.city, config.overrideCity);
  const directionsUrl = location ? directionsUrlOf(location) : null;
  const phone = location?.phone ?? config.phones.sales;
  const locationPhone = location ? (location.phone ?? location.landlinePhone) : null;
  const summary = [car.simpleTransmission, car.simpleBody].filter(Boolean).join(' · ');
  const sticky = stickyActions(buttons);
  const shareUrl = carShareUrl(siteOrigin(config), car.slug);
  const averageMarket = car.autograbData?.average_market_price ?? null;
  const programme = certifiedProgrammeFor(config, car, data.makeRunsCertifiedProgramme);
  const certified = programme?.benefits ?? [];
  // The enquiry's location select (on sites that show it) starts at the car's own location.
  const leadPreset =
    car.locationId && data.lead.setup.locations.some((l) => l.id === car.locationId)
      ? { location_id: car.locationId }
      : {};
  const lead = { ...data.lead, preset: leadPreset };
  const reveal = { dealershipId: dealership.id, websiteId: site.id, carId: car.id };
  const reservable = canReserve(car, {
    checkout: config.features.checkout,
    reserveDepositDefault: config.carPage.reserveDepositDefault,
  });

  return (
    <>
      {located && directionsUrl && <AnnouncementBar text={located} directionsUrl={directionsUrl} />}
      <StickyBars
        image={car.primaryImageUrl}
        name={car.name}
        summary={summary}
        price={price.now}
        priceType={price.priceType}
        noPriceText={config.copy.noPriceText}
        weekly={finance.weekly}
        finance={sticky.finance && { label: config.copy.financeApprovalText, href: sticky.finance.href }}
        tradeIn={sticky.tradeIn && { label: STICKY_TRADE_IN_LABEL, href: sticky.tradeIn.href }}
        enquire={sticky.enquire && { label: sticky.enquire.label, href: sticky.enquire.href }}
        phone={{ label: phone, href: telHref(phone) }}
      />
      <div className="mx-auto max-w-[1200px] px-4 pt-4 pb-24 md:pb-10 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0">
          <div data-block="media">
            <VehicleMedia
              carName={car.name}
              images={car.images}
              videoUrl={videoUrl}
              spin={
                car.spinImages && car.spinImages.exterior.length > 0
                  ? {
                      exterior: car.spinImages.exterior,
                      interior: car.spinImages.interior,
                      hotspots: car.hotspots,
                    }
                  : null
              }
              startView={config.carPage.spinStartView}
              tag={
                tag?.kind === 'certified' && data.certifiedBadge ? (
                  <CertifiedBadge badge={data.certifiedBadge} className="h-10 w-auto drop-shadow" />
                ) : tag ? (
                  <CardTagBadge tag={tag} />
                ) : undefined
              }
            />
          </div>
          <BreadcrumbNav crumbs={breadcrumb(car, { usedCarRoutes: config.features.usedCarRoutes })} />
        </div>

        <aside aria-label="Price and actions" className="mt-5 lg:row-span-2 lg:mt-0">
          {/* Held below the sticky header. An open inline enquiry makes the sidebar taller than the screen: it then scrolls with the page, so its form stays reachable. */}
          <div className="space-y-4 lg:sticky lg:top-20 lg:has-[[data-accordion-open]]:static">
            <div>
              <h1 className="text-2xl font-extrabold leading-tight tracking-tight md:text-3xl">{title}</h1>
              {(car.badge || car.series) && (
                <p className="mt-0.5 text-base font-medium text-gray-700">
                  {[car.badge, car.series].filter(Boolean).join(' ')}
                </p>
              )}
            </div>
            <PriceBlock price={price} />
            {driveAway && (
              // The card's drive-away line links here (#drive-away), below the sticky header.
              <div id="drive-away" className="scroll-mt-24">
                <LazyDriveAwayEstimate
                  estimates={driveAway}
                  initial={driveAwayAt.state}
                  siteSlug={config.slug}
                />
              </div>
            )}
            {car.status === 'in_stock' ? (
              <p className="text-sm text-gray-700">
                <time dateTime={car.checkedAt.toISOString()}>
                  {checkedInStockText(car.checkedAt, new Date())}
                </time>
              </p>
            ) : null}
            {/* The price and the main action come first, so a phone shows both on its first screen. */}
            {showsReserved(car) && (
              <p className="rounded-site bg-amber-100 px-3 py-3 text-center text-sm font-bold text-amber-950">
                {RESERVED_LABEL}
              </p>
            )}
            <ActionButtons buttons={buttons} lead={lead} />
            {finance.calculator && (
              <LazyQuickFinanceCalculator
                carId={car.id}
                price={price.now}
                settings={config.finance}
                make={car.make}
              />
            )}
            <ViewedCarRecord
              siteSlug={config.slug}
              car={{
                id: car.id,
                stocknum: car.stocknum,
                make: car.make,
                model: car.model,
                body: car.bodyconfiguration,
                simple_body: car.simpleBody,
              }}
            />
            <ViewCount
              slug={car.slug}
              carId={car.id}
              siteId={site.id}
              photosCount={car.images.length}
              updatedAt={car.updatedAt.toISOString()}
              used={car.carType === 'used'}
              show={config.features.viewCount}
            />
            {showsMarketIndicator(price.now, averageMarket, config.features.autograb) &&
              averageMarket !== null &&
              price.now !== null && (
                <p className="rounded-site bg-tag-green/10 px-3 py-2 text-sm font-semibold text-tag-green">
                  {formatAud(averageMarket - price.now)} below the average market price
                </p>
              )}
            {finance.panel && (
              <FinancePanel
                provider={config.finance.provider}
                layout={config.finance.layout}
                lender={lender}
                youxQuote={car.youxQuote}
                weekly={finance.weekly}
                financeHref={financeHref}
                ctaLabel={config.copy.financeApprovalText}
                cta={
                  offersInstantQuote(config.finance) ? (
                    <GetFinancePopup
                      PhoneVerification={PhoneVerification}
                      label={config.copy.financeApprovalText}
                      carName={car.name}
                      siteSlug={config.slug}
                      car={{ id: car.id, year: car.year, vin: car.vin, nvic: car.nvic, price: price.now }}
                      className="mt-4 block w-full rounded-site bg-brand px-4 py-2.5 text-center font-bold text-brand-contrast hover:opacity-90"
                    />
                  ) : undefined
                }
              />
            )}
            {config.features.plugins.includes('valuation') &&
              valuationPluginEligible({ status: car.status, reserved: car.reserved, price: price.now }) && (
                <ValuationPlugin href={paths.tradeIn(car.id, config.tradeIn.carTradeInPath)} />
              )}
            {location && (
              <p className="flex items-start gap-2 text-sm">
                <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <a href="#vehicle-map" className="font-bold underline-offset-2 hover:underline">
                    {location.name}
                  </a>
                  <span className="block text-gray-700">
                    {location.street}, {location.city} {location.state.toUpperCase()} {location.postcode}
                  </span>
                </span>
              </p>
            )}
            {config.features.accordionEnquiry && <AccordionEnquiry form="enquiry" {...lead} />}
            <ul aria-label="Key details" className="grid grid-cols-3 gap-2 text-center text-xs">
              {itemFacts(car).map((fact) => (
                <IconFact key={fact.kind} icon={FACT_ICONS[fact.kind]} label={fact.label}>
                  {fact.value}
                </IconFact>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              {config.features.watchlist && (
                <SaveButton carId={car.id} carName={car.name} status={car.status} look="plain" />
              )}
              {config.features.favourites && (
                <FavouriteButton
                  siteSlug={config.slug}
                  car={{
                    id: car.id,
                    name: car.name,
                    slug: car.slug,
                    make: car.make,
                    model: car.model,
                    primary_image_url: car.primaryImageUrl,
                  }}
                />
              )}
              <LazyShareButton url={shareUrl} carName={car.name} />
              <LazyPrintActions slug={car.slug} carId={car.id} />
              <LeadDialog
                form="request-photos"
                anchor="request-photos"
                title="Request more photos"
                label={
                  <>
                    <CameraIcon aria-hidden="true" className="size-4" />
                    Request Photos
                  </>
                }
                triggerClassName="inline-flex items-center justify-center gap-2 rounded-site border border-black/15 px-3 py-2 font-semibold text-sm hover:bg-surface"
                {...data.lead}
              />
              {certified.length > 0 && data.certifiedBadge && (
                <LazyCertifiedDialog badge={data.certifiedBadge} benefits={certified} />
              )}
            </div>
          </div>
        </aside>

        <div className="min-w-0">
          <LazyCollapsibleLines
            id="key-information"
            heading="Key Information"
            lines={keyInformationLines(car)}
            initial={KEY_INFO_INITIAL}
            labels={KEY_INFO_TOGGLE}
          />
          {videoUrl && (
            <div data-block="video">
              <VideoBlock url={videoUrl} title={`${car.name} video`} />
            </div>
          )}
          <LazyCollapsibleLines
            id="all-specifications"
            heading="All Specifications"
            lines={specificationLines(car.variant, car)}
            initial={SPECS_INITIAL}
            labels={SPECS_TOGGLE}
          />
          <LazyCollapsibleFeatures
            items={featureList(car.standardEquipment)}
            initial={FEATURES_INITIAL}
            labels={FEATURES_TOGGLE}
          />
          <LazyCollapsibleLines
            id="caravan-specifications"
            heading="Caravan Specifications"
            lines={caravanSpecLines(car.caravanSpecs)}
            initial={Number.POSITIVE_INFINITY}
            labels={SPECS_TOGGLE}
          />
          <LazyDealerCommentsBlock comments={dealerComments(car.dealercomments)} />
          <ContentSections
            config={config}
            whatsIncluded={whatsIncludedFor(config, programme)}
            reserve={
              reservable && (
                <ReserveOnlineSection
                  deposit={reserveDeposit(car.reserveAmount, config.carPage.reserveDepositDefault)}
                  href={paths.checkout(car.slug, config.features.checkoutRoute)}
                  label={buttonLabels(config).reserve}
                  route={config.features.checkoutRoute}
                />
              )
            }
          />
          {car.file && <LazyHistoryReportLink href={car.file} carId={car.id} />}
          <div className="space-y-6 py-6 empty:hidden">
            {config.features.fuelCalculator && showsFuelCalculator(car.simpleFuel) && (
              <LazyFuelCalculator variant={car.variant} />
            )}
            {config.features.deliveryCalculator && <LazyDeliveryCalculator carSlug={car.slug} />}
            {finance.calculator && (
              <LazyFinanceCalculator
                carId={car.id}
                price={price.now}
                settings={config.finance}
                make={car.make}
                weekly={finance.weekly}
                disclaimer={lenderDisclaimer}
                requestQuoteHref={financeHref}
              />
            )}
          </div>
          <div id="price-comparison">
            {/* A car without a price has no comparison (the API answers {}, which the block must log as a
                failure): asking would only put an error in the shopper's console. */}
            {price.now !== null && <LazyPriceComparisonBlock slug={car.slug} carName={car.name} />}
          </div>
          <CallDealerBox
            dealership={dealership.name}
            phoneButton={
              <PhoneReveal
                phone={phone}
                {...reveal}
                revealedPrefix="Call "
                className="inline-flex items-center gap-2 rounded-site bg-brand px-4 py-3 font-bold text-brand-contrast"
              />
            }
          />
          <LazySocialShareRow url={shareUrl} carName={car.name} />
        </div>
      </div>
      <div className="mx-auto max-w-[1200px] px-4 pb-24 md:pb-10">
        <DisclaimerBlock
          text={config.copy.disclaimer}
          financeDisclaimer={finance.panel && !finance.calculator ? lenderDisclaimer : null}
        />
        <div id="similar-cars">
          <LazySimilarCars
            cardActions={CardActions}
            slug={car.slug}
            settings={settings}
            now={now.getTime()}
            heading={SIMILAR_CARS_HEADING}
            pageSize={config.similarCarsPageSize}
          />
        </div>
      </div>
      {location && directionsUrl && data.locationMap && (
        <LocationBar
          location={location}
          dealership={{ name: dealership.name, slug: dealership.slug }}
          directionsUrl={directionsUrl}
          map={data.locationMap}
          phoneButton={
            locationPhone && (
              <PhoneReveal
                phone={locationPhone}
                {...reveal}
                className="inline-flex items-center gap-2 rounded-site border border-black/15 bg-white px-4 py-2.5 text-sm font-bold"
              />
            )
          }
        />
      )}
    </>
  );
}

/** The lead forms' props on this page: the site's setup, the car, the enquiry's preset location. */
type PageLead = VehiclePageData['lead'] & { preset: { location_id?: number } };

/** The dialogs the Enquire and Test Drive buttons open (AF §2 Enquire and Test drive modals). */
const DIALOGS = {
  enquire: { form: 'enquiry', anchor: 'enquire', title: 'Enquire about this car' },
  'test-drive': { form: 'test-drive', anchor: 'test-drive', title: 'Book a test drive' },
} as const;

function ActionButtons({ buttons, lead }: { buttons: VehicleButton[]; lead: PageLead }) {
  if (buttons.length === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-2">
      {buttons.map((button, index) => (
        <div key={button.kind} className={spansRow(index, buttons.length) ? 'col-span-2' : ''}>
          {button.kind === 'enquire' || button.kind === 'test-drive' ? (
            <LeadDialog
              {...DIALOGS[button.kind]}
              {...lead}
              preset={button.kind === 'enquire' ? lead.preset : {}}
              alsoOpensOn={
                button.kind === 'test-drive' && !buttons.some((b) => b.kind === 'enquire') ? ['enquire'] : []
              }
              label={button.label}
              dataButton={button.kind}
              triggerClassName={`block w-full rounded-site px-3 py-3 text-center text-sm font-bold ${
                index === 0 ? 'bg-brand text-brand-contrast' : 'border border-black/15 hover:bg-surface'
              }`}
            />
          ) : (
            <Link
              href={button.href}
              data-button={button.kind}
              className={`block rounded-site px-3 py-3 text-center text-sm font-bold ${
                index === 0 ? 'bg-brand text-brand-contrast' : 'border border-black/15 hover:bg-surface'
              }`}
            >
              {button.label}
            </Link>
          )}
          {button.kind === 'reserve' && button.amount !== undefined && (
            <p className="mt-1 text-center text-xs text-gray-600">
              {formatAud(button.amount)} fully refundable deposit
            </p>
          )}
        </div>
      ))}
    </div>
  );
}

const FACT_ICONS: Record<FactKind, React.ReactNode> = {
  odometer: <GaugeIcon className="size-5" />,
  transmission: <Settings2Icon className="size-5" />,
  body: <CarIcon className="size-5" />,
  sleeps: <BedDoubleIcon className="size-5" />,
  length: <RulerIcon className="size-5" />,
};

function IconFact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col items-center gap-1 rounded-site bg-surface px-2 py-3">
      <span aria-hidden="true" className="text-brand-ink">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <span className="font-semibold">{children}</span>
    </li>
  );
}
