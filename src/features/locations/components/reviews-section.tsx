import { MessageSquareReplyIcon } from '@/ui/icons/message-square-reply';
import type { LocationReview } from '../server';
import { StarRating } from './star-rating';

/**
 * The reviews of a location (id 'reviews', the stars' link target and the vehicle page's #reviews): its
 * average and count, then the
 * newest reviews, each with the customer, rating, date (dd/MM/yyyy and in words), text and the
 * dealer's reply.
 */
export function ReviewsSection({
  rating,
  reviews,
  title = 'Customer reviews',
}: {
  rating: { average: number; count: number };
  reviews: readonly LocationReview[];
  title?: string;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 flex items-center gap-2">
        <StarRating rating={rating.average} className="size-5" />
        <span className="text-lg font-bold">{rating.average.toFixed(1)}</span>
        <span className="text-gray-700">
          from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-site border border-black/10 p-4">
            <article aria-label={`Review by ${review.customerName}`}>
              <p className="font-bold">{review.customerName}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
                <StarRating rating={review.rating} />
                <time dateTime={review.reviewDate}>{review.dateText}</time>
                <span>({review.dateInWords})</span>
              </p>
              <p className="mt-2 whitespace-pre-line">{review.text}</p>
              {review.reply && (
                <div className="mt-3 rounded-site bg-surface p-3 text-sm">
                  <p className="flex items-center gap-1.5 font-semibold">
                    <MessageSquareReplyIcon aria-hidden="true" className="size-4" />
                    Response from the dealer
                    {review.reply.date && (
                      <time dateTime={review.reply.date} className="font-normal text-gray-700">
                        {review.reply.dateText}
                      </time>
                    )}
                  </p>
                  <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
