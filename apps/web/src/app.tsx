import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from './api/query-client.ts';
import { useScreenSettings } from './api/use-screen-settings.ts';
import { appRoutes } from './routes.tsx';

/**
 * Toasts of docs/product.md §2: at the configured position for the configured time (default top-right,
 * 5 s), at most 5 at once. A settings save refetches them, so a change applies at once.
 */
export function AppToasts() {
  const { position, autoClose } = useScreenSettings().settings.toasts;
  return <ToastContainer position={position} autoClose={autoClose} limit={5} theme="dark" newestOnTop />;
}

let browserRouter: DataRouter | null = null;

/** The one router of the page, made on first use (a data router, so that screens can block navigation). */
function appRouter(): DataRouter {
  browserRouter ??= createBrowserRouter(appRoutes);
  return browserRouter;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Synchronous navigation: a route change and an auth change made together render together. */}
      <RouterProvider router={appRouter()} useTransitions={false} />
      <AppToasts />
    </QueryClientProvider>
  );
}
