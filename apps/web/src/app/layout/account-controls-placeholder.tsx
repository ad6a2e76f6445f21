/** Holds the place of AccountControls, at the same size, while its code loads: nothing moves when it arrives. */
export function AccountControlsPlaceholder() {
  return (
    <>
      <span aria-hidden="true" className="size-11 lg:size-10" />
      <span aria-hidden="true" className="ms-1 h-11 w-11 sm:w-[68px] lg:h-10 lg:w-[66px]" />
    </>
  );
}
