'use client';

import { useStandIn } from '@/ui/lazy-hydration';
import { useDisclosure } from '@/ui/use-disclosure';
import { DEALER_COMMENTS_TOGGLE, type DealerComments } from '../dealer-comments-rules';

/** Dealer Comments: 400 characters until 'Show More', or the pending text when the dealer wrote nothing. */
export function DealerCommentsBlock({ comments }: { comments: DealerComments }) {
  const { expanded, contentId, toggleProps } = useDisclosure();
  const standIn = useStandIn();
  return (
    <section
      id={standIn ? undefined : 'dealer-comments'}
      aria-labelledby="dealer-comments-heading"
      className="vdp-section"
    >
      <h2 id={standIn ? undefined : 'dealer-comments-heading'} className="vdp-heading">
        Dealer Comments
      </h2>
      {comments.pending ? (
        <p className="text-sm text-gray-700">{comments.text}</p>
      ) : (
        <>
          <p id={contentId} className="whitespace-pre-line text-sm leading-relaxed text-gray-800">
            {expanded || !comments.truncated ? comments.full : `${comments.short}…`}
          </p>
          {comments.truncated && (
            <button {...toggleProps} className="vdp-toggle">
              {expanded ? DEALER_COMMENTS_TOGGLE.less : DEALER_COMMENTS_TOGGLE.more}
            </button>
          )}
        </>
      )}
    </section>
  );
}
