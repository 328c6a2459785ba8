import { type Breach, RULES } from '@/compliance/rules';

// A compliance check's findings: each with its rule, where it is, what to do and the law behind it;
// errors first. A link leads to where it is fixed when there is one.

export function BreachList({
  breaches,
  linkOf,
}: {
  breaches: Breach[];
  linkOf: (breach: Breach) => string | null;
}) {
  const ordered = [...breaches].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  return (
    <ul className="space-y-3">
      {ordered.map((breach) => {
        const href = linkOf(breach);
        return (
          <li
            key={`${breach.rule} ${breach.where}`}
            className={`rounded-site border-l-4 bg-white p-3 ${breach.severity === 'error' ? 'border-red-700' : 'border-amber-600'}`}
          >
            <p className="font-semibold">
              <span className={breach.severity === 'error' ? 'text-red-800' : 'text-amber-900'}>
                {breach.severity === 'error' ? 'Error' : 'Warning'}:
              </span>{' '}
              {RULES[breach.rule].title}
            </p>
            <p className="break-words text-sm">
              {href ? (
                <a href={href} className="font-semibold text-brand underline">
                  {breach.where}
                </a>
              ) : (
                <span className="font-semibold">{breach.where}</span>
              )}
              : {breach.message}
            </p>
            <p className="text-xs text-gray-700">{RULES[breach.rule].basis}</p>
          </li>
        );
      })}
    </ul>
  );
}
