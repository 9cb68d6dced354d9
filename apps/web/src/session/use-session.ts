import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client';

export type Session = { signedIn: boolean; isAdmin: boolean; loading: boolean };

/** Whether the visitor is signed in and an admin, from the credentialed session calls. */
export function useSession(): Session {
  const loggedIn = useQuery({
    queryKey: ['session', 'loggedIn'],
    queryFn: () => apiGet<{ isValid: boolean }>('CheckLoggedIn'),
    staleTime: 60_000,
    retry: false,
  });
  const signedIn = loggedIn.data?.isValid === true;
  const admin = useQuery({
    queryKey: ['session', 'admin'],
    queryFn: () => apiGet<{ isAdmin: boolean }>('GetIsAdmin'),
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
  if (loggedIn.error) console.warn('Could not check sign-in:', loggedIn.error);
  return { signedIn, isAdmin: signedIn && admin.data?.isAdmin === true, loading: loggedIn.isPending };
}
