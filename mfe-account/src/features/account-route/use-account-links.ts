import { useLocation } from 'react-router';
import { accountPath, afterSignIn, loginPathBack } from './account-links';

/** The account-links helpers bound to the current location. */
export function useAccountLinks() {
  const location = useLocation();
  return {
    search: location.search,
    to: (path: string, query?: Record<string, string>) => accountPath(path, location, query),
    loginBack: () => loginPathBack(location),
    afterSignIn: () => afterSignIn(location),
  };
}
