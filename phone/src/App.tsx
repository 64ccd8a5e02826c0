// The app shell: routes (phone/src/router.tsx), the lazy legal pages, the error screen, the toast layer
// and analytics (only with consent).
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from './router';
import { ToastProvider } from './toast/ToastProvider';
import { LazyPart } from './components/LazyPart';
import { lazyWithTimeout } from './components/lazy-with-timeout';
import { Home } from './screens/Home';
import { AppErrorBoundary } from './screens/RouterError';
import { Analytics } from './analytics/Analytics';

const LegalPage = lazyWithTimeout(() => import('./screens/LegalPage'));
const NotFound = lazyWithTimeout(() => import('./screens/NotFound').then((module) => ({ default: module.NotFound })));
// The wallet's way back: not a first screen, so not in the first script.
const Payment = lazyWithTimeout(() => import('./screens/Payment').then((module) => ({ default: module.Payment })));
const PaymentAborted = lazyWithTimeout(() =>
  import('./screens/Payment').then((module) => ({ default: module.PaymentAborted })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <LazyPart fallback={<div className="screen page" aria-busy="true" />}>{children}</LazyPart>;
}

export function AppRoutes() {
  // A new page gets a fresh error boundary, so one broken screen does not stick to the next.
  const location = useLocation();
  return (
    <AppErrorBoundary key={location.pathname}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route
          path="/betaling"
          element={
            <Lazy>
              <Payment />
            </Lazy>
          }
        />
        <Route
          path="/payment-aborted"
          element={
            <Lazy>
              <PaymentAborted />
            </Lazy>
          }
        />
        <Route
          path="/terms-of-sale"
          element={
            <Lazy>
              <LegalPage document="termsOfSale" />
            </Lazy>
          }
        />
        <Route
          path="/privacy-policy"
          element={
            <Lazy>
              <LegalPage document="privacyPolicy" />
            </Lazy>
          }
        />
        <Route
          path="/terms-of-service"
          element={
            <Lazy>
              <LegalPage document="termsOfService" />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFound />
            </Lazy>
          }
        />
      </Routes>
    </AppErrorBoundary>
  );
}

/** Everything inside the router: the routes and the (invisible) analytics. */
export function AppContent() {
  return (
    <>
      <AppRoutes />
      <Analytics />
    </>
  );
}

export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </ToastProvider>
  );
}
