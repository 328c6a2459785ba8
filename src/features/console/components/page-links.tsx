// Previous and Next through a console list, keeping its filter: plain links, so each page has its address.

export function PageLinks({
  page,
  pages,
  link,
  label,
}: {
  page: number;
  pages: number;
  link: (page: number) => string;
  /** The navigation's name: 'Pages of leads'. */
  label: string;
}) {
  if (pages <= 1) return null;
  const button =
    'inline-flex min-h-11 items-center rounded-site border border-black/20 bg-white px-4 font-semibold text-brand';
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev" className={button}>
          Previous
        </a>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={link(page + 1)} rel="next" className={button}>
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
