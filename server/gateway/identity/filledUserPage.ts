import type { PoolUserPage } from './listPoolUsers';
import type { UserSummary } from './userSummary';

/**
 * How many users one pool page holds while a filtered list is filled (the pool's largest page),
 * and how many pool pages one request reads at most (about 1,000 users): a list whose matches are
 * sparser than that comes in short pages instead of one slow answer.
 */
export const POOL_PAGE_SIZE = 60;
export const MAX_POOL_PAGES_PER_LIST_PAGE = 17;

/** Where a filtered list goes on: a pool page (its token) and how many of its matches were shown. */
interface ListPosition {
  poolToken: string | null;
  skip: number;
}

const TOKEN_PREFIX = 'bfu1.';

/** The list's own next token: opaque to the browser, which only hands it back. */
export function encodeListToken(position: ListPosition): string {
  const json = JSON.stringify({ t: position.poolToken, s: position.skip });
  return `${TOKEN_PREFIX}${Buffer.from(json).toString('base64url')}`;
}

/** The position a token names; a pool token from before (or anything else) starts that pool page. */
export function decodeListToken(token: string | null): ListPosition {
  if (!token) return { poolToken: null, skip: 0 };
  if (!token.startsWith(TOKEN_PREFIX)) return { poolToken: token, skip: 0 };
  try {
    const parsed = JSON.parse(
      Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8'),
    ) as { t?: unknown; s?: unknown };
    const poolToken = typeof parsed.t === 'string' ? parsed.t : null;
    const skip =
      typeof parsed.s === 'number' && Number.isInteger(parsed.s) && parsed.s >= 0 ? parsed.s : 0;
    return { poolToken, skip };
  } catch {
    return { poolToken: null, skip: 0 };
  }
}

/**
 * A page of `limit` users that `matches` (spec 001 section 7: 20 at a time) when the pool cannot
 * do the filtering itself (an account's users: the account is a custom attribute; a role tab with
 * a name or status). Pool pages are read from `token` on until the page is full and one more
 * match is known, so Next is offered only when there is a next user. The next token names the
 * pool page of that user and how many of the page's matches were already shown.
 */
export async function filledUserPage(
  readPoolPage: (poolToken: string | null, size: number) => Promise<PoolUserPage>,
  matches: (user: UserSummary) => boolean,
  limit: number,
  token: string | null,
): Promise<{ users: UserSummary[]; nextToken: string | null }> {
  let { poolToken, skip } = decodeListToken(token);
  const found: { user: UserSummary; at: ListPosition }[] = [];
  for (let read = 0; read < MAX_POOL_PAGES_PER_LIST_PAGE; read += 1) {
    const page = await readPoolPage(poolToken, POOL_PAGE_SIZE);
    const pageMatches = page.users.filter(matches);
    for (let index = skip; index < pageMatches.length; index += 1) {
      found.push({ user: pageMatches[index]!, at: { poolToken, skip: index } });
      if (found.length > limit) {
        return {
          users: found.slice(0, limit).map((f) => f.user),
          nextToken: encodeListToken(found[limit]!.at),
        };
      }
    }
    if (!page.nextToken) return { users: found.map((f) => f.user), nextToken: null };
    poolToken = page.nextToken;
    skip = 0;
  }
  // The pool goes on past this request's reading: a short page, and Next reads on from there.
  return { users: found.map((f) => f.user), nextToken: encodeListToken({ poolToken, skip: 0 }) };
}
