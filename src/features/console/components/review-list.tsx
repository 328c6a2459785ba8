import { ddMMyyyy } from '@/lib/dates';
import { paths } from '@/lib/paths';
import type { ConsoleReview } from '../reviews/reviews';
import { ReviewActions } from './review-actions';

// The reviews as a list of cards: the stars in words too, who wrote it, where and when, the text, the
// reply shown under it on the site, and whether it is hidden and why.

export function ReviewList({
  site,
  reviews,
  siteOrigin,
}: {
  site: string;
  reviews: ConsoleReview[];
  /** Where the live site answers, for each location's page; null when the site is not live. */
  siteOrigin: string | null;
}) {
  if (reviews.length === 0) return <p>No reviews here.</p>;
  return (
    <ol className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-site border border-black/10 bg-white p-4">
          <article aria-labelledby={`review-${review.id}`}>
            <h2 id={`review-${review.id}`} className="font-semibold">
              {review.customerName}, {review.location}
            </h2>
            <p className="text-sm text-gray-700">
              <span aria-hidden="true" className="text-amber-700">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(Math.max(0, 5 - review.rating))}
              </span>{' '}
              <span>{review.rating} of 5 stars</span> · {ddMMyyyy(review.reviewDate)}
              {siteOrigin ? (
                <>
                  {' · '}
                  <a
                    href={`${siteOrigin}${paths.location(review.locationSlug)}#reviews`}
                    className="text-brand underline"
                  >
                    {review.location} on the site
                  </a>
                </>
              ) : null}
            </p>
            {review.hidden ? (
              <p className="mt-2 rounded-site bg-amber-50 p-2 text-sm text-amber-950">
                Hidden from the site: {review.hidden.reason}
              </p>
            ) : null}
            <p className="mt-2 whitespace-pre-line">{review.text}</p>
            {review.reply ? (
              <div className="mt-3 border-l-4 border-brand pl-3">
                <p className="text-sm font-semibold">
                  Your reply{review.reply.date ? `, ${ddMMyyyy(review.reply.date)}` : ''}
                </p>
                <p className="whitespace-pre-line">{review.reply.text}</p>
              </div>
            ) : null}
            <ReviewActions
              site={site}
              review={review.id}
              name={review.customerName}
              reply={review.reply?.text ?? ''}
              hidden={review.hidden !== null}
            />
          </article>
        </li>
      ))}
    </ol>
  );
}
