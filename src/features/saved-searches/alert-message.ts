import { formatAud } from '@/lib/money';
import { escapeXml } from '@/lib/xml';

// The words of a saved-search alert, by email and by SMS: the cars that arrived, each with its link, the
// link back to the results, and the unsubscribe link. Pure: URLs come in absolute, on the site's host.

/** An email lists at most this many cars, then says how many more the results link shows. */
export const MESSAGE_MAX_CARS = 10;

export type AlertCar = { name: string; price: number | null; url: string };

export type AlertContent = {
  siteName: string;
  searchName: string;
  firstName: string | null;
  /** Every car this alert announces, newest first. */
  cars: AlertCar[];
  resultsUrl: string;
  unsubscribeUrl: string;
  /** The site's words for a car with no advertised price. */
  noPriceText: string;
};

const priceOf = (car: AlertCar, noPriceText: string) => (car.price ? formatAud(car.price) : noPriceText);
const matches = (count: number) => (count === 1 ? 'A new car matches' : `${count} new cars match`);

export function alertSubject(content: AlertContent): string {
  return `${matches(content.cars.length)} your saved search: ${content.searchName}`;
}

export function alertEmail(content: AlertContent): { subject: string; text: string; html: string } {
  const subject = alertSubject(content);
  const listed = content.cars.slice(0, MESSAGE_MAX_CARS);
  const more = content.cars.length - listed.length;
  const greeting = content.firstName ? `Hi ${content.firstName},` : 'Hello,';
  const intro = `${matches(content.cars.length)} your saved search “${content.searchName}” at ${content.siteName}:`;
  const why = `You get this email because you saved this search at ${content.siteName}.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.flatMap((car) => [`- ${car.name}, ${priceOf(car, content.noPriceText)}`, `  ${car.url}`]),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `See every result: ${content.resultsUrl}`,
    '',
    why,
    `Stop these alerts: ${content.unsubscribeUrl}`,
  ].join('\n');
  const items = listed
    .map(
      (car) =>
        `<li style="margin:0 0 8px"><a href="${escapeXml(car.url)}">${escapeXml(car.name)}</a>, ` +
        `<strong>${escapeXml(priceOf(car, content.noPriceText))}</strong></li>`,
    )
    .join('\n');
  // The body's content: the outbox makes it a whole document with the dealer's footer.
  const html = [
    `<p>${escapeXml(greeting)}</p>`,
    `<p>${escapeXml(intro)}</p>`,
    `<ul style="padding-left:20px">\n${items}\n</ul>`,
    ...(more > 0 ? [`<p>…and ${more} more.</p>`] : []),
    `<p><a href="${escapeXml(content.resultsUrl)}">See every result</a></p>`,
    `<p style="color:#555">${escapeXml(why)} <a href="${escapeXml(content.unsubscribeUrl)}">Stop these alerts</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

/** One text message: the car itself when one arrived, else the count and the results link. */
export function alertSms(content: AlertContent): string {
  const [first] = content.cars;
  const news =
    content.cars.length === 1
      ? `${first.name} (${priceOf(first, content.noPriceText)}) matches your saved search “${content.searchName}”: ${first.url}`
      : `${content.cars.length} new cars match your saved search “${content.searchName}”: ${content.resultsUrl}`;
  return `${content.siteName}: ${news} Stop alerts: ${content.unsubscribeUrl}`;
}
