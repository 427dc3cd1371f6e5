/** JSON inside a <script> block: no `<` (so no `</script>` or `<!--`) and no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
