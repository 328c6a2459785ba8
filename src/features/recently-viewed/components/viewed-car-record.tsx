'use client';

import { useEffect } from 'react';
import { nextViewedCars, parseViewedCars, type ViewedCar, viewedCarsKey } from '../record-rules';

/** Notes the vehicle page's car among the viewed cars (AF §3). Renders nothing. */
export function ViewedCarRecord({ siteSlug, car }: { siteSlug: string; car: ViewedCar }) {
  const { id, stocknum, make, model, body, simple_body } = car;
  useEffect(() => {
    const key = viewedCarsKey(siteSlug);
    try {
      const list = parseViewedCars(window.localStorage.getItem(key));
      const next = nextViewedCars(list, { id, stocknum, make, model, body, simple_body });
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage refused (private mode, a full quota): remembering views is a convenience only.
    }
  }, [siteSlug, id, stocknum, make, model, body, simple_body]);
  return null;
}
