/** Holds the place of AccountControls, at the same size, while its code loads: nothing moves when it arrives. */
export function AccountControlsPlaceholder() {
  return (
    <>
      <span aria-hidden="true" className="size-10" />
      <span aria-hidden="true" className="ms-1 h-10 w-10 sm:w-[66px]" />
    </>
  );
}
