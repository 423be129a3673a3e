/** Health check: always answers OK (spec 2 section 2). */
export function Component() {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the health check's answer, read by monitors
  return <pre>OK</pre>;
}
