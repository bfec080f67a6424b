/**
 * Puts focus on the page's main region (`#innhold`, the skip link's target) without scrolling:
 * where focus goes when what held it disappears, so it never drops to `<body>` (WCAG 2.4.3).
 */
export function focusMain(): void {
  document.getElementById('innhold')?.focus({ preventScroll: true });
}
