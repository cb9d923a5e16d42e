import { createBrowserRouter, RouterProvider } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { appRoutes } from './router'

const queryClient = createQueryClient()
const router = createBrowserRouter(appRoutes)

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
