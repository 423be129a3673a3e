// Placeholder until the Cards, part 2 issue lands: its owner replaces this file with the real screen.
export function CardSettingsScreen() {
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">Manage Your Card</h1>
      <p>This screen arrives with the Cards, part 2 issue.</p>
    </section>
  );
}
