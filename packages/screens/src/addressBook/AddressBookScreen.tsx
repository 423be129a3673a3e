// Placeholder until the Address book issue lands: its owner replaces this file with the real screen.
export function AddressBookScreen() {
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">My Address Book</h1>
      <p>This screen arrives with the Address book issue.</p>
    </section>
  );
}
