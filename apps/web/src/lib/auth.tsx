import type { CurrentUserResponse, User } from '@fundpath/contracts/auth';
import {
  hasAnyRole as hasAnyRoleCheck,
  hasPermission as hasPermissionCheck,
  hasRole as hasRoleCheck,
  type Role,
  type RoleSubject,
} from '@fundpath/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError } from '@/lib/api-client';
import { reloadPage } from '@/lib/browser';
import { AUTH_REQUEST, ROLES_REQUEST } from '@/lib/request';
import {
  authCheckResponseParser,
  currentUserResponseParser,
  impersonationStatusParser,
  rolesResponseParser,
  userParser,
} from '@/lib/startup-parsers';

/** sonner loads with the first toast (rare here), not with every page's entry. */
const toastError = (message: string) => void import('sonner').then(({ toast }) => toast.error(message));

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Impersonation {
  is_impersonating: boolean;
  original_user_id: string | null;
}

export type LoginResult = { ok: true; user: User } | { ok: false; message: string };

export interface AuthContextValue {
  status: AuthStatus;
  /** The user the session acts as (the client, while an admin impersonates). */
  user: User | null;
  roles: Role[];
  impersonation: Impersonation;
  /** The person who signed in: the admin while impersonating, else `user`. */
  realUser: RoleSubject | null;
  /** Last login or startup failure message, shown on the login page. */
  error: string | null;
  /** True between a logout starting and the redirect to the root finishing. */
  isSigningOut: boolean;
  login: (email: string, password: string) => Promise<LoginResult>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<void>;
  stopImpersonation: () => Promise<boolean>;
  hasRole: (role: Role) => boolean;
  hasAnyRole: (roles: readonly Role[]) => boolean;
  hasPermission: (permission: string) => boolean;
}

/** Spec §9: the session is checked every 10 minutes. */
export const SESSION_CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** Spec §7/§9: auth calls wait 30 s; current-user retries twice, roles once. */
const LOGIN_CALL = AUTH_REQUEST;
const CURRENT_USER_CALL = AUTH_REQUEST;
const ROLES_CALL = ROLES_REQUEST;
const SINGLE_SHOT = { timeoutMs: AUTH_REQUEST.timeoutMs, attempts: 1 };

export const LOGIN_FAILED = 'Login failed';
export const INIT_FAILED = 'Failed to initialize authentication';
const NO_IMPERSONATION: Impersonation = { is_impersonating: false, original_user_id: null };

interface AuthState {
  status: AuthStatus;
  user: User | null;
  roles: Role[];
  impersonation: Impersonation;
  error: string | null;
  isSigningOut: boolean;
}

const signedOut = (error: string | null = null): AuthState => ({
  status: 'unauthenticated',
  user: null,
  roles: [],
  impersonation: NO_IMPERSONATION,
  error,
  isSigningOut: false,
});

const AuthContext = createContext<AuthContextValue | null>(null);

/** GET /api/auth/current-user; null when the server says 401 (not signed in). */
async function fetchCurrentUser(): Promise<CurrentUserResponse | null> {
  try {
    return await api.get('/auth/current-user', currentUserResponseParser, CURRENT_USER_CALL);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Roles, and for admins (or while impersonating) the impersonation status. Never throws. */
async function fetchSessionExtras(
  user: User,
  fromCurrentUser: Impersonation,
): Promise<{ roles: Role[]; impersonation: Impersonation }> {
  const rolesCall = api
    .get('/auth/roles', rolesResponseParser, ROLES_CALL)
    .then((r) => r.roles)
    .catch(() => [user.role]);
  const needsImpersonation = user.role === 'admin' || fromCurrentUser.is_impersonating;
  const impersonationCall = needsImpersonation
    ? api
        .get('/admin/impersonation-status', impersonationStatusParser, ROLES_CALL)
        .then((s) => ({ is_impersonating: s.is_impersonating, original_user_id: s.original_user_id }))
        .catch(() => fromCurrentUser)
    : Promise.resolve(fromCurrentUser);
  const [roles, impersonation] = await Promise.all([rolesCall, impersonationCall]);
  return { roles, impersonation };
}

function clearLocalStorage() {
  try {
    localStorage.clear();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); nothing to clear then.
  }
}

function loginFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (error.status === 0) return error.message;
  }
  return LOGIN_FAILED;
}

/**
 * Session state for the whole app (spec §4 Authentication). Must sit inside the router: logout
 * redirects to the root.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOut(), status: 'loading' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const applySession = useCallback(async (session: CurrentUserResponse) => {
    const extras = await fetchSessionExtras(session.user, session.impersonation);
    setState({
      status: 'authenticated',
      user: session.user,
      roles: extras.roles,
      impersonation: extras.impersonation,
      error: null,
      isSigningOut: false,
    });
  }, []);

  /** Clears everything the session left behind, then goes to the root (spec §4). */
  const endSession = useCallback(async () => {
    setState((s) => ({ ...s, isSigningOut: true }));
    clearLocalStorage();
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'brand' && q.queryKey[0] !== 'domain',
    });
    await navigateRef.current('/', { replace: true });
    setState(signedOut());
  }, [queryClient]);

  // Startup: who is signed in?
  useEffect(() => {
    // No AbortSignal here: under StrictMode the first, aborted call would be shared (de-duplicated)
    // with the second one. A flag drops the stale result instead.
    let cancelled = false;
    (async () => {
      try {
        const session = await fetchCurrentUser();
        if (cancelled) return;
        if (!session) {
          setState(signedOut());
          return;
        }
        const extras = await fetchSessionExtras(session.user, session.impersonation);
        if (cancelled) return;
        setState({
          status: 'authenticated',
          user: session.user,
          roles: extras.roles,
          impersonation: extras.impersonation,
          error: null,
          isSigningOut: false,
        });
      } catch (error) {
        if (cancelled) return;
        console.warn(INIT_FAILED, error);
        setState(signedOut(INIT_FAILED));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // Periodic session check while signed in; a session the server no longer knows ends here.
  const isAuthenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!isAuthenticated) return;
    const timer = setInterval(async () => {
      try {
        const res = await api.get('/auth/check', authCheckResponseParser, SINGLE_SHOT);
        if (!res.authenticated) await endSession();
      } catch (error) {
        if (isApiError(error) && error.status === 401) await endSession();
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isAuthenticated, endSession]);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      setState((s) => ({ ...s, error: null }));
      let response: unknown;
      try {
        response = await api.post('/auth/login', { email, password }, undefined, LOGIN_CALL);
      } catch (error) {
        const message = loginFailureMessage(error);
        setState(signedOut(message));
        return { ok: false, message };
      }
      const body = response as { status?: unknown; user?: unknown } | undefined;
      const parsedUser = userParser.safeParse(body?.user);
      if (body?.status !== 'success' || !parsedUser.success) {
        setState(signedOut(LOGIN_FAILED));
        return { ok: false, message: LOGIN_FAILED };
      }
      await applySession({ status: 'success', user: parsedUser.data, impersonation: NO_IMPERSONATION });
      return { ok: true, user: parsedUser.data };
    },
    [applySession],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('/admin/logout', {}, undefined, SINGLE_SHOT);
    } catch (error) {
      // The local session ends either way; the server session expires on its own.
      console.warn('Logout request failed', error);
    }
    await endSession();
  }, [endSession]);

  const refreshUser = useCallback(async () => {
    try {
      const session = await fetchCurrentUser();
      if (!session) {
        await endSession();
        return;
      }
      await applySession(session);
    } catch (error) {
      console.warn('Failed to refresh user data', error);
    }
  }, [applySession, endSession]);

  const stopImpersonation = useCallback(async () => {
    try {
      const res = await api.post<{ success?: boolean; status?: string; message?: string }>(
        '/admin/stop-impersonation',
        {},
        undefined,
        SINGLE_SHOT,
      );
      if (res?.success === true || res?.status === 'success') {
        reloadPage();
        return true;
      }
      toastError(res?.message ?? 'Failed to stop impersonation');
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to stop impersonation');
    }
    return false;
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const realUser: RoleSubject | null = state.impersonation.is_impersonating
      ? { role: 'admin' } // only admins can impersonate (spec §6)
      : state.user;
    return {
      ...state,
      realUser,
      login,
      logout,
      refreshUser,
      stopImpersonation,
      hasRole: (role) => hasRoleCheck(state.user, role),
      hasAnyRole: (roles) => hasAnyRoleCheck(state.user, roles),
      hasPermission: (permission) => hasPermissionCheck(state.user, permission),
    };
  }, [state, login, logout, refreshUser, stopImpersonation]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
