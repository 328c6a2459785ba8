import type { SiteConfig } from './site-config';

export type CertifiedProgramme = SiteConfig['carPage']['certifiedProgrammes'][number];

type ProgrammeCar = { make: string; certified: boolean };

/**
 * The certified programme whose copy a car carries: the site's programme for the car's own make, when the
 * site shows certified cars, the car is certified and its manufacturer runs a programme. Otherwise none,
 * so one make's programme never appears on another make's car.
 */
export function certifiedProgrammeFor(
  config: Pick<SiteConfig, 'features' | 'carPage'>,
  car: ProgrammeCar,
  makeRunsProgramme: boolean,
): CertifiedProgramme | null {
  if (!car.certified || !config.features.certifiedProgramme || !makeRunsProgramme) return null;
  const make = car.make.toLowerCase();
  return config.carPage.certifiedProgrammes.find((p) => p.make.toLowerCase() === make) ?? null;
}

/** What's Included on a car's page: the site's own lines, then its certified programme's. */
export function whatsIncludedFor(
  config: Pick<SiteConfig, 'carPage'>,
  programme: CertifiedProgramme | null,
): string[] {
  return [...config.carPage.whatsIncluded, ...(programme?.whatsIncluded ?? [])];
}

/** The name of a make's certified programme, also its badge's alt text: 'Toyota Certified Pre-Owned'. */
export function certifiedProgrammeName(make: string): string {
  return `${make.trim()} Certified Pre-Owned`;
}
