import type { TAuditLogRequest } from '@rihla/shared/schemas/operators';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { forgetManifests } from '../manifests/offline-store';
import { operatorCall, operatorData } from './operator-client';

/** The signed-in operator; no call at all without a stored session. */
export const operatorMeQuery = () =>
  queryOptions({
    queryKey: callKey('operator/me'),
    queryFn: () => operatorData('operator/me'),
    retry: false,
    staleTime: 60_000,
  });

export function useOperatorMe() {
  return useQuery({ ...operatorMeQuery(), enabled: Boolean(readStorage('operatorToken')) });
}

/** Every operator; only for roles that manage staff (the others are refused the call). */
export function useOperators({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: callKey('operator/listOperators'),
    queryFn: () => operatorData('operator/listOperators'),
    enabled: isEnabled,
  });
}

export function useAuditLog(filter: TAuditLogRequest) {
  return useQuery({
    queryKey: callKey('operator/auditLog', filter),
    queryFn: () => operatorData('operator/auditLog', filter),
    placeholderData: (previous) => previous,
  });
}

export function useSessions() {
  return useQuery({ queryKey: callKey('operator/listSessions'), queryFn: () => operatorData('operator/listSessions') });
}

/** Keeps a new session's token and forgets every answer of the previous operator. */
export function useStartOperatorSession() {
  const queryClient = useQueryClient();
  return (token: string) => {
    writeStorage('operatorToken', token);
    // Every back office answer belongs to the previous operator: each call's key starts with its name.
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('operator/') });
  };
}

/**
 * Ends the operator's session.
 *
 * NOTE: not a useDeskWrite (decision 069): it ends the session, so the operator's answers are forgotten, not asked
 * again, and it ends the same way whatever the server says.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => operatorCall('operator/signOut'),
    onSettled: () => {
      removeStorage('operatorToken');
      // Passengers' names and phones kept for check-in without a signal leave the device with the operator.
      void forgetManifests();
      queryClient.removeQueries({ queryKey: callKey('operator/me') });
    },
  });
}

/** The calls a staff write (an invitation, a role, access, an unlock, a reset) answers differently. */
export const STAFF_CALLS = ['operator/listOperators'] as const;

/** The calls the operator's own sessions change (a session ended, a new password ending the others). */
export const SESSION_CALLS = ['operator/listSessions'] as const;
