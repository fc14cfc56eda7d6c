/**
 * The menu button's face, shared with the placeholder shown while the menu's code loads. The
 * e-mail is its name: visible from sm up, for screen readers only on phones.
 */
export function UserMenuButtonContent({ email }: { email: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs uppercase"
      >
        {email.charAt(0) || '?'}
      </span>
      <span className="hidden max-w-40 truncate sm:block">{email}</span>
      <span className="sr-only sm:hidden">{email}</span>
    </>
  )
}
