// The three.js side of the 3D preview: one renderer per preview, a canvas
// texture that is updated in place when the pixels change, and a mesh per
// kind (a shaded cube, an extruded sprite, a flat card).
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  DoubleSide,
  FrontSide,
  Mesh,
  MeshBasicMaterial,
  NearestFilter,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import type { TextureKind } from '@/lib/texture'
import { boxFaceShades, extrudeSprite } from './sprite-geometry'

export interface PreviewScene {
  /** setPixels draws new pixels into the texture (and rebuilds an item's mesh) without a new renderer. */
  setPixels: (pixels: ImageData) => void
  setAutoRotate: (on: boolean) => void
  resize: (cssPx: number) => void
  dispose: () => void
}

const CAMERA_AT: Record<TextureKind, [number, number, number]> = {
  block: [1.55, 1.2, 1.85],
  item: [0.7, 0.3, 2.05],
  flat: [0.45, 0.25, 2.05],
}

/**
 * createPreviewScene renders kind on canvas. It throws if WebGL is
 * unavailable; the caller shows a fallback.
 */
export function createPreviewScene(canvas: HTMLCanvasElement, kind: TextureKind, pixels: ImageData): PreviewScene {
  const renderer = new WebGLRenderer({ canvas, antialias: false, alpha: true })
  renderer.outputColorSpace = SRGBColorSpace
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))

  const source = document.createElement('canvas')
  const texture = new CanvasTexture(source)
  texture.colorSpace = SRGBColorSpace
  texture.magFilter = NearestFilter
  texture.minFilter = NearestFilter // crisp, and no mipmaps are needed
  texture.generateMipmaps = false

  const material = new MeshBasicMaterial({
    map: texture,
    vertexColors: kind !== 'flat',
    alphaTest: 0.5,
    side: kind === 'flat' ? DoubleSide : FrontSide,
  })
  const mesh = new Mesh(kind === 'block' ? blockGeometry() : new PlaneGeometry(1, 1), material)
  const scene = new Scene()
  scene.add(mesh)

  const camera = new PerspectiveCamera(35, 1, 0.05, 20)
  camera.position.set(...CAMERA_AT[kind])
  const controls = new OrbitControls(camera, canvas)
  controls.enablePan = false
  controls.minDistance = 1.2
  controls.maxDistance = 5
  controls.autoRotateSpeed = 3

  const render = () => renderer.render(scene, camera)
  controls.addEventListener('change', render)

  const setPixels = (next: ImageData) => {
    if (source.width !== next.width || source.height !== next.height) {
      source.width = next.width
      source.height = next.height
    }
    source.getContext('2d')?.putImageData(next, 0, 0)
    texture.needsUpdate = true
    if (kind === 'item') {
      const old = mesh.geometry
      mesh.geometry = spriteGeometry(next)
      old.dispose()
    }
    render()
  }
  setPixels(pixels)

  return {
    setPixels,
    setAutoRotate: (on) => {
      controls.autoRotate = on
      renderer.setAnimationLoop(
        on
          ? () => {
              controls.update()
              render()
            }
          : null,
      )
    },
    resize: (cssPx) => {
      renderer.setSize(cssPx, cssPx, false)
      render()
    },
    dispose: () => {
      renderer.setAnimationLoop(null)
      controls.removeEventListener('change', render)
      controls.dispose()
      mesh.geometry.dispose()
      material.dispose()
      texture.dispose()
      renderer.dispose()
      // Browsers keep only a few WebGL contexts: give this one back now, not at garbage collection.
      renderer.forceContextLoss()
    },
  }
}

function blockGeometry(): BufferGeometry {
  const geometry = new BoxGeometry(1, 1, 1)
  geometry.setAttribute('color', new BufferAttribute(boxFaceShades(), 3))
  return geometry
}

function spriteGeometry(pixels: ImageData): BufferGeometry {
  const g = extrudeSprite(pixels)
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new BufferAttribute(g.positions, 3))
  geometry.setAttribute('normal', new BufferAttribute(g.normals, 3))
  geometry.setAttribute('uv', new BufferAttribute(g.uvs, 2))
  geometry.setAttribute('color', new BufferAttribute(g.colors, 3))
  geometry.setIndex(new BufferAttribute(g.indices, 1))
  return geometry
}
