// feature-boundaries keeps imports flowing one way: shared -> features -> app.
//
//   src/app/**, src/main.tsx   may import anything in src (main.tsx is the entry)
//   src/features/<name>/**     may import shared code and its own feature only
//   everything else in src     (components, hooks, lib, test, ...) is shared:
//                              it may import neither features nor app
//
// Imports are resolved from relative paths ("../x") and the "@/" alias.
import path from 'node:path'

/** @param {string} file absolute, normalised to forward slashes */
function layerOf(file) {
  const i = file.lastIndexOf('/src/')
  if (i === -1) return null
  const rel = file.slice(i + '/src/'.length)
  const [top, second] = rel.split('/')
  if (top === 'app' || /^main\.tsx?$/.test(top)) return { kind: 'app' }
  if (top === 'features' && second && rel.split('/').length > 2) return { kind: 'feature', name: second }
  return { kind: 'shared' }
}

function toPosix(p) {
  return p.split(path.sep).join('/')
}

/** Resolves an import specifier to an absolute posix path inside src, or null. */
function resolveSpecifier(fromFile, specifier) {
  const i = fromFile.lastIndexOf('/src/')
  if (i === -1) return null
  const srcDir = fromFile.slice(0, i + '/src'.length)
  if (specifier.startsWith('@/')) return `${srcDir}/${specifier.slice(2)}`
  if (specifier.startsWith('.')) return toPosix(path.posix.resolve(path.posix.dirname(fromFile), specifier))
  return null
}

/** Returns why importing `target` from `from` is forbidden, or null if allowed. */
function violation(from, target) {
  if (!from || !target || from.kind === 'app') return null
  if (target.kind === 'app') return 'app'
  if (target.kind === 'feature') {
    if (from.kind === 'shared') return 'shared-to-feature'
    if (from.kind === 'feature' && from.name !== target.name) return 'cross-feature'
  }
  return null
}

const messages = {
  'cross-feature':
    'Feature "{{from}}" must not import from feature "{{to}}". Compose features in src/app, or move shared code to src/components, src/hooks or src/lib.',
  'shared-to-feature': 'Shared code must not import from a feature ("{{to}}"). Imports flow shared -> features -> app.',
  app: 'Only src/app may import from src/app. Imports flow shared -> features -> app.',
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce shared -> features -> app imports and forbid cross-feature imports.' },
    messages,
    schema: [],
  },
  create(context) {
    const file = toPosix(context.filename)
    const from = layerOf(file)
    if (!from) return {}
    function check(node) {
      const source = node.source
      if (!source || typeof source.value !== 'string') return
      const resolved = resolveSpecifier(file, source.value)
      if (!resolved) return
      const to = layerOf(resolved)
      const kind = violation(from, to)
      if (kind) {
        context.report({
          node: source,
          messageId: kind,
          data: { from: from.name ?? from.kind, to: to.name ?? to.kind },
        })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { 'feature-boundaries': featureBoundaries } }
