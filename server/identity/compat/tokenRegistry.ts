import { readFileSync, writeFileSync } from 'node:fs';
import { unverifiedClaims, usernameOf } from '../tokens/poolTokens';

/**
 * The sign-in sessions the compatibility layer has handed out, so that revocation works the way
 * Cognito's does: a session is one refresh token plus every access token issued from it.
 * `RevokeToken` ends one session, `GlobalSignOut` ends all of a user's sessions, and a revoked
 * session's tokens neither refresh nor verify. cognito-local tracks none of this (it remembers
 * refresh tokens only for password sign-ins, never after an MFA challenge), so every token result
 * passes through here. Persisted in the data directory so revocations survive restarts.
 */

interface Session {
  username: string;
  clientId: string;
  /** Refresh token expiry, epoch seconds; expired sessions are dropped on load. */
  exp: number;
  revoked: boolean;
  accessJtis: string[];
}

interface RegistryFile {
  sessions: Record<string, Session>;
}

export type SessionState = 'active' | 'revoked' | 'unknown';

export interface TokenRegistry {
  /** Records a fresh sign-in result (refresh + access token). */
  recordSignIn(tokens: { AccessToken: string; RefreshToken: string }, clientId: string): void;
  /** Records an access token issued from an existing session by a refresh. */
  recordRefresh(refreshJti: string, accessToken: string): void;
  sessionOfRefresh(refreshJti: string): (Session & { state: SessionState }) | null;
  accessState(accessJti: string): SessionState;
  revokeSession(refreshJti: string): void;
  revokeUser(username: string): void;
}

function load(file: string): RegistryFile {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
    const now = Date.now() / 1000;
    const sessions = Object.fromEntries(
      Object.entries(parsed.sessions ?? {}).filter(([, s]) => s.exp > now),
    );
    return { sessions };
  } catch {
    return { sessions: {} };
  }
}

export function createTokenRegistry(file: string): TokenRegistry {
  const state = load(file);
  const sessionOfAccess = new Map<string, string>();
  for (const [refreshJti, session] of Object.entries(state.sessions)) {
    for (const jti of session.accessJtis) sessionOfAccess.set(jti, refreshJti);
  }
  const save = () => writeFileSync(file, `${JSON.stringify(state)}\n`);

  return {
    recordSignIn(tokens, clientId) {
      const refresh = unverifiedClaims(tokens.RefreshToken);
      const access = unverifiedClaims(tokens.AccessToken);
      const username = refresh && usernameOf(refresh);
      if (!refresh?.jti || !access?.jti || !username) return;
      state.sessions[refresh.jti] = {
        username,
        clientId: access.client_id ?? clientId,
        exp: refresh.exp ?? 0,
        revoked: false,
        accessJtis: [access.jti],
      };
      sessionOfAccess.set(access.jti, refresh.jti);
      save();
    },
    recordRefresh(refreshJti, accessToken) {
      const session = state.sessions[refreshJti];
      const access = unverifiedClaims(accessToken);
      if (!session || !access?.jti) return;
      session.accessJtis.push(access.jti);
      sessionOfAccess.set(access.jti, refreshJti);
      save();
    },
    sessionOfRefresh(refreshJti) {
      const session = state.sessions[refreshJti];
      return session ? { ...session, state: session.revoked ? 'revoked' : 'active' } : null;
    },
    accessState(accessJti) {
      const refreshJti = sessionOfAccess.get(accessJti);
      const session = refreshJti ? state.sessions[refreshJti] : undefined;
      if (!session) return 'unknown';
      return session.revoked ? 'revoked' : 'active';
    },
    revokeSession(refreshJti) {
      const session = state.sessions[refreshJti];
      if (!session || session.revoked) return;
      session.revoked = true;
      save();
    },
    revokeUser(username) {
      let changed = false;
      for (const session of Object.values(state.sessions)) {
        if (session.username === username && !session.revoked) {
          session.revoked = true;
          changed = true;
        }
      }
      if (changed) save();
    },
  };
}
