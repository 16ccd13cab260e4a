import { useSyncExternalStore } from 'react';
import type { Actor, User } from '@subaybay/domain';

/**
 * The signed-in session (spec 1 §3 "Session credentials"), kept in
 * sessionStorage so it ends with the browser tab. Times are epoch milliseconds.
 */
export interface Session {
  access: string;
  refresh: string;
  loginTime: number;
  refreshTime: number;
  /** Taken from the refresh token's `user_id` claim (spec 1 §3). */
  userId: number;
  accountId: number | null;
  /** Loaded right after sign-in; null until then. */
  user: User | null;
}

export const SESSION_STORAGE_KEY = 'subaybay.session';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    cachedSession = raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  emit();
}

export function updateSession(patch: Partial<Session>): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Reads a JWT's payload (base64url JSON). Does not verify: the server does. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Malformed token.');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const json = decodeURIComponent(
    Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
  return JSON.parse(json) as Record<string, unknown>;
}

/** Builds the session right after `token/` answered. */
export function sessionFromTokens(access: string, refresh: string, now: number = Date.now()): Session {
  const claims = decodeJwtPayload(refresh);
  const userId = Number(claims.user_id);
  if (!Number.isInteger(userId)) throw new Error('The sign-in answer has no user id.');
  const accountId = claims.account_id === undefined ? null : Number(claims.account_id);
  return { access, refresh, loginTime: now, refreshTime: now, userId, accountId, user: null };
}

/** The actor of `can()`, from the session's user details. */
export function actorFromSession(session: Session | null): Actor | null {
  if (!session?.user) return null;
  return {
    userId: session.userId,
    accountId: session.accountId ?? 0,
    isSuperuser: session.user.is_superuser,
    roleIds: session.user.roles.map((role) => role.id),
  };
}

export function useActor(): Actor | null {
  return actorFromSession(useSession());
}
