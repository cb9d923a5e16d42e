import {
  Award,
  BarChart,
  Bolt,
  BookOpen,
  Box,
  Check,
  Clock,
  Cloud,
  Code,
  Cpu,
  Crown,
  Database,
  Download,
  Edit,
  ExternalLink,
  FileImage,
  Gift,
  Heart,
  HelpCircle,
  Image,
  Layers,
  Lock,
  Mail,
  MessageSquare,
  Palette,
  Rocket,
  Save,
  Settings,
  Shield,
  Sparkles,
  Star,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'

/**
 * FEATURE_ICONS: the icons a plan feature may show, by the names the server
 * stores (product.md §3 calls them 33 but lists these 34; default Zap).
 */
export const FEATURE_ICONS = {
  Zap,
  Box,
  Image,
  Users,
  Crown,
  Shield,
  Lock,
  Star,
  Sparkles,
  Trophy,
  Gift,
  Check,
  Bolt,
  Rocket,
  Clock,
  Heart,
  BookOpen,
  Database,
  Edit,
  Download,
  Palette,
  Cpu,
  BarChart,
  HelpCircle,
  Settings,
  Mail,
  MessageSquare,
  ExternalLink,
  Layers,
  Code,
  Save,
  FileImage,
  Cloud,
  Award,
} satisfies Record<string, LucideIcon>

export type FeatureIconName = keyof typeof FEATURE_ICONS

export const FEATURE_ICON_NAMES = Object.keys(FEATURE_ICONS) as FeatureIconName[]

export function isFeatureIcon(name: unknown): name is FeatureIconName {
  return typeof name === 'string' && Object.hasOwn(FEATURE_ICONS, name)
}
