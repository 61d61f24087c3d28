// What the apps use of react-router, provided to the share scope under the key 'react-router'.
// A shared library ships whole (no tree shaking across builds), and all of react-router is
// several times this subset (docs/decisions/2026-11-22-shared-library-facades.md); the subset is
// what a page needs. An app that imports anything else fails its
// build (exportsPresence: 'error'), and the name is added here.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'iq-react-router-impl';
