import { CircleCheckIcon } from '@/ui/icons/circle-check';

export function WhyUs({ name, points }: { name: string; points: string[] }) {
  return (
    <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 pt-14">
      <div className="rounded-site bg-surface p-6 md:p-10">
        <h2 id="why-us" className="text-2xl font-extrabold tracking-tight">
          Why buy from {name}?
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span className="font-medium">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
