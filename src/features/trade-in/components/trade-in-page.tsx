import { Accordion } from '@/ui/accordion';
import { tradeInFaq } from '../faq';
import { LazyTradeInJourney } from './lazy-trade-in-journey';
import type { TradeInJourneyProps } from './trade-in-journey';

type Props = {
  title: string;
  intro: string;
  journey: TradeInJourneyProps;
};

const HOW_IT_WORKS = [
  'Enter your rego and we find your car',
  'Tell us its kilometres and condition',
  'See your valuation and accept the offer online',
];

/**
 * The trade-in and sell-your-car pages (AF §2): the valuation journey, how it works, and the trade-in FAQ
 * accordion (sections open and close over 300 ms).
 */
export function TradeInPage({ title, intro, journey }: Props) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 mb-6 max-w-2xl text-gray-700">{intro}</p>
          <LazyTradeInJourney {...journey} />
        </div>
        <aside className="grid content-start gap-6">
          <section aria-labelledby="how-it-works" className="rounded-site bg-surface p-4">
            <h2 id="how-it-works" className="text-lg font-extrabold">
              How it works
            </h2>
            <ol className="mt-3 grid gap-3">
              {HOW_IT_WORKS.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-brand font-bold text-brand-contrast"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="trade-in-faq">
            <h2 id="trade-in-faq" className="mb-2 text-lg font-extrabold">
              Trade-in questions
            </h2>
            <div className="divide-y divide-black/10 rounded-site border border-black/10">
              <Accordion
                name="trade-in-faq"
                summaryClassName="cursor-pointer px-4 py-3 font-semibold"
                sections={tradeInFaq(journey.offerValidDays).map((item) => ({
                  key: item.question,
                  summary: item.question,
                  content: <p className="px-4 pb-3 text-sm text-gray-700">{item.answer}</p>,
                }))}
              />
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
