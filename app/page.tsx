export default function HomePage() {
  return (
    <main>
      <h1>Rx Price Finder</h1>
    </main>
  );
}
