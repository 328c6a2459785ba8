export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">404</p>
      <h1 className="text-3xl font-bold">No dealer site here</h1>
      <p className="text-gray-700">
        This address is not connected to a dealer website. Check the address, or contact the dealership for
        its website.
      </p>
    </main>
  );
}
