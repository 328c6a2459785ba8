import Link from 'next/link';

/**
 * The valuation plugin on a vehicle page (AF §3 'do-you-have-a-trade-in', §4): asks whether the shopper
 * has a car to trade and, if so, leads to the valuation of it against this car. The page shows it only
 * on eligible cars (valuationPluginEligible) of a site running the plugin. The link shows once Yes is
 * chosen, by CSS: the answer works before the page's script has run, and needs none.
 */
export function ValuationPlugin({ href }: { href: string }) {
  return (
    <section
      aria-labelledby="trade-in-plugin-heading"
      className="group rounded-site border border-black/10 p-4"
    >
      <h2 id="trade-in-plugin-heading" className="font-extrabold">
        Trading in your car?
      </h2>
      <fieldset className="mt-2">
        <legend className="text-sm">Do you have a trade-in?</legend>
        <div className="mt-2 flex gap-2">
          {(['Yes', 'No'] as const).map((answer) => (
            <label
              key={answer}
              className="flex cursor-pointer items-center gap-2 rounded-site border border-black/20 px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
            >
              <input
                type="radio"
                name="do-you-have-a-trade-in"
                value={answer}
                className="accent-[var(--brand)]"
              />
              {answer}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 hidden text-sm group-has-[input[value=Yes]:checked]:block">
        Get a valuation in minutes and see this car's price less your trade-in.{' '}
        <Link href={href} className="font-bold text-brand-ink underline underline-offset-2">
          Value my car
        </Link>
      </p>
    </section>
  );
}
