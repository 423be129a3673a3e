/** Health check: always answers OK (spec 2 section 2). */
export function Component() {
  return <pre>OK</pre>;
}
