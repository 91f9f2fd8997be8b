/** The card's title, saying when it is a demo (no BIN and PCN configured), and why. */
export function cardTitle(isDemo: boolean): string {
  return `Discount card${isDemo ? ' — DEMO CARD' : ''}`;
}

/** Why a demo card must not be used at a pharmacy. */
export function DemoCardWarning() {
  return (
    <p className="demo-warning">
      Demo card: not valid at pharmacies. BIN and PCN are not configured.
    </p>
  );
}
