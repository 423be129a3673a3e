/**
 * The page of a route whose screen has not landed yet: its title and which issue builds it.
 * Each route moves to its real screen as that issue lands; this module then goes away.
 */
export default function Planned({ title, issue }: { title: string; issue: string }) {
  return (
    <section style={{ display: 'grid', gap: 12, maxWidth: 640 }} aria-labelledby="planned-title">
      <h1 id="planned-title">{title}</h1>
      <p>This screen is not built yet: it arrives with the {issue} issue.</p>
    </section>
  );
}
