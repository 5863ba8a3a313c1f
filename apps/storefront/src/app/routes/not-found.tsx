/** Shop-not-found page (spec §2); the full lookup form arrives with the storefront screens. */
export function Component() {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Shop Not Found</h1>
    </main>
  );
}
