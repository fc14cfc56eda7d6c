import { Link } from 'react-router'
import { paths } from '@core/routes.ts'

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>Folio</span>
    </Link>
  )
}
