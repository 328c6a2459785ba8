/** Where a lazily loaded lead form appears, for the moment its code takes to arrive. */
export function FormLoading() {
  return (
    <p role="status" className="py-8 text-center text-sm text-gray-700">
      Loading the form…
    </p>
  );
}
