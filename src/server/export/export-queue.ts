/**
 * Waiting exports, served round-robin by user: whoever has waited longest among the users with
 * work gets the next free worker, however many exports another user queued (decision 26).
 */
export class FairQueue<T> {
  // Map order is the turn order: a user who is served goes to the back.
  private readonly byUser = new Map<string, T[]>()
  private count = 0

  get size(): number {
    return this.count
  }

  push(user: string, item: T): void {
    const items = this.byUser.get(user)
    if (items) items.push(item)
    else this.byUser.set(user, [item])
    this.count += 1
  }

  /** Takes an item out of turn (its request went away); false when it was not waiting. */
  remove(user: string, item: T): boolean {
    const items = this.byUser.get(user)
    const at = items?.indexOf(item) ?? -1
    if (!items || at < 0) return false
    items.splice(at, 1)
    if (items.length === 0) this.byUser.delete(user)
    this.count -= 1
    return true
  }

  /** The next user's oldest item, skipping users `skip` says may not start another one now. */
  shift(skip: (user: string) => boolean = () => false): { user: string; item: T } | undefined {
    for (const [user, items] of this.byUser) {
      if (skip(user)) continue
      const item = items.shift()!
      this.byUser.delete(user)
      if (items.length > 0) this.byUser.set(user, items)
      this.count -= 1
      return { user, item }
    }
    return undefined
  }
}
