/** Query keys under this prefix belong to the signed-in user and are dropped when they sign out. */
export const USER_QUERY_KEY = 'user'
