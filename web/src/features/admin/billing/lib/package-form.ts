// The credit package editor's form: its fields as typed, the checks the
// server makes (internal/billing/packages.go), and the body they become.
import { centsToInput, priceToCents, sanitizePriceInput } from '@/lib/plan-price'
import type { AdminPackage, PackageInput } from '../api/types'

const MAX_PACKAGE_NAME = 60
const MAX_PACKAGE_CREDITS = 100_000
const MIN_PACKAGE_CENTS = 50
const MAX_PACKAGE_CENTS = 1_000_000

/** PackageForm is the editor's fields as typed. */
export interface PackageForm {
  name: string
  credits: string
  /** Dollars: digits and at most one decimal point. */
  price: string
  active: boolean
}

export type PackageFormProblems = Partial<Record<'name' | 'credits' | 'price', string>>

/** packageForm fills the editor from a package, or blank for a new one (on sale). */
export function packageForm(pkg: AdminPackage | null): PackageForm {
  if (!pkg) return { name: '', credits: '', price: '', active: true }
  return { name: pkg.name, credits: String(pkg.credits), price: centsToInput(pkg.priceUsd), active: pkg.active }
}

/** packageFormProblems says what is wrong with each field; an empty object means it may be saved. */
export function packageFormProblems(form: PackageForm): PackageFormProblems {
  const problems: PackageFormProblems = {}
  const name = form.name.trim()
  if (name === '' || [...name].length > MAX_PACKAGE_NAME) problems.name = `A package name is 1 to ${MAX_PACKAGE_NAME} characters.`
  const credits = Number(form.credits.trim())
  if (!/^\d+$/.test(form.credits.trim()) || credits < 1 || credits > MAX_PACKAGE_CREDITS) {
    problems.credits = 'A package has 1 to 100,000 credits, a whole number.'
  }
  const cents = priceToCents(form.price)
  if (sanitizePriceInput(form.price) !== form.price.trim() || cents < MIN_PACKAGE_CENTS || cents > MAX_PACKAGE_CENTS) {
    problems.price = 'A package costs $0.50 to $10,000.00.'
  }
  return problems
}

/** packageInput is the body to send for a form without problems. */
export function packageInput(form: PackageForm): PackageInput {
  return { name: form.name.trim(), credits: Number(form.credits.trim()), priceUsd: priceToCents(form.price), active: form.active }
}
