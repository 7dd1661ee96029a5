// The async boundary: shared singletons (React, the router, react-query, i18next, @cf/ui) are
// negotiated with the remotes before any of them is evaluated.
import('./bootstrap');
