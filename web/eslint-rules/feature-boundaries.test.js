// @vitest-environment node
import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { featureBoundaries } from './feature-boundaries.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })
const src = '/repo/web/src'

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: `${src}/app/router.tsx`, code: "import { Navbar } from '@/features/navigation/components/navbar'" },
    { filename: `${src}/app/router.tsx`, code: "import x from './routes.json'" },
    { filename: `${src}/main.tsx`, code: "import { App } from './app/app'" },
    {
      filename: `${src}/features/legal/components/legal-page.tsx`,
      code: "import { Button } from '@/components/ui/button'",
    },
    {
      filename: `${src}/features/legal/components/legal-page.tsx`,
      code: "import { privacy } from '../content/privacy'",
    },
    { filename: `${src}/features/legal/components/a.tsx`, code: "import { b } from '@/features/legal/components/b'" },
    { filename: `${src}/lib/auth.ts`, code: "import { apiRequest } from './api-client'" },
    { filename: `${src}/components/ui/toast.tsx`, code: "import { cn } from '@/lib/utils'" },
    { filename: `${src}/features/legal/a.ts`, code: "import React from 'react'" },
  ],
  invalid: [
    {
      filename: `${src}/features/navigation/components/navbar.tsx`,
      code: "import { ThemeToggle } from '@/features/theme/components/theme-toggle'",
      errors: [{ messageId: 'cross-feature' }],
    },
    {
      filename: `${src}/features/navigation/components/navbar.tsx`,
      code: "import { ThemeToggle } from '../../theme/components/theme-toggle'",
      errors: [{ messageId: 'cross-feature' }],
    },
    {
      filename: `${src}/features/navigation/components/navbar.tsx`,
      code: "export { x } from '@/features/theme/x'",
      errors: [{ messageId: 'cross-feature' }],
    },
    {
      filename: `${src}/features/navigation/components/navbar.tsx`,
      code: "const m = import('@/features/home/components/hero')",
      errors: [{ messageId: 'cross-feature' }],
    },
    {
      filename: `${src}/lib/auth.ts`,
      code: "import { x } from '@/features/navigation/nav-links'",
      errors: [{ messageId: 'shared-to-feature' }],
    },
    {
      filename: `${src}/features/legal/components/legal-page.tsx`,
      code: "import routes from '@/app/routes.json'",
      errors: [{ messageId: 'app' }],
    },
    {
      filename: `${src}/components/ui/button.tsx`,
      code: "import routes from '../../app/routes.json'",
      errors: [{ messageId: 'app' }],
    },
  ],
})
