// Placeholder until the Cards, part 1 issue lands: its owner replaces this file with the real screen.
export function CardsScreen() {
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">Cards</h1>
      <p>This screen arrives with the Cards, part 1 issue.</p>
    </section>
  );
}
