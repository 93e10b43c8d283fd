/** The logo menu button's text and chevron, the same before and after the menu's code has loaded. */
export function LogoMenuLabel() {
  return (
    <>
      Download Logo Options
      <svg
        width="14"
        height="14"
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6l4 4 4-4" />
      </svg>
    </>
  );
}
