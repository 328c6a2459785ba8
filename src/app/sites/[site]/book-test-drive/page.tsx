import { notFound } from 'next/navigation';
import { leadFormSetup, testDriveCar } from '@/features/leads';
import { LeadForm } from '@/features/leads/components/lead-form';
import { LeadPage } from '@/features/leads/components/lead-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
};

export const generateMetadata = pageMetadataFor({ title: 'Book a Test Drive', path: paths.bookTestDrive() });

// /book-test-drive (AF §2): at a location the shopper picks, or for one car with ?car_id={id}.
export default async function BookTestDrivePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const raw = (await searchParams).car_id;
  const carId = Number(Array.isArray(raw) ? raw[0] : raw);
  const [setup, car] = await Promise.all([leadFormSetup(site), carId ? testDriveCar(site, carId) : null]);
  return (
    <LeadPage
      title="Book a Test Drive"
      intro={
        car
          ? `Choose a time to test drive the ${car.name}, or send your details and we will call you to arrange one.`
          : setup.locations.length > 0
            ? 'Choose a location and a time that suits you, or send your details and we will call you to arrange one.'
            : 'Send your details and we will call you to arrange a time and place that suit you.'
      }
      phone={site.config.phones.sales}
    >
      <LeadForm form="test-drive" setup={setup} car={car} />
    </LeadPage>
  );
}
