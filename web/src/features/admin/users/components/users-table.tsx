import { Link, useNavigate } from 'react-router'
import { UserAvatar } from '@/components/user-avatar'
import { formatDate } from '../../shell/lib/format'
import type { AdminUser } from '../api/types'
import { planLabel, UserBadges } from './user-badges'

const TH = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground'

/**
 * UsersTable lists users on a wide screen. The username is a link (reached
 * with Tab); a click anywhere on the row opens the user too.
 */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const navigate = useNavigate()
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className={TH}>
              User
            </th>
            <th scope="col" className={TH}>
              Email
            </th>
            <th scope="col" className={TH}>
              Plan
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              Joined
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr
              key={u.id}
              className="cursor-pointer border-t transition-colors hover:bg-accent/50"
              onClick={() => navigate(`/admin/users/${u.id}`)}
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link
                  to={`/admin/users/${u.id}`}
                  className="inline-flex items-center gap-2 rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  onClick={(e) => e.stopPropagation()}
                >
                  <UserAvatar user={u} className="size-7" />
                  {u.username}
                </Link>
              </th>
              <td className="max-w-64 truncate px-3 py-2 text-muted-foreground" title={u.email}>
                {u.email}
              </td>
              <td className="px-3 py-2">{planLabel(u.plan)}</td>
              <td className="px-3 py-2">
                <UserBadges user={u} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
