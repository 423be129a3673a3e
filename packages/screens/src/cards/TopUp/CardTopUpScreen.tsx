// Placeholder until the Cards, part 1 issue lands: its owner replaces this file with the real screen.
export function CardTopUpScreen() {
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">Top Up</h1>
      <p>This screen arrives with the Cards, part 1 issue.</p>
    </section>
  );
}
