// Moving pixels between PNGs and Bitmaps, through a canvas (browser only).
import { bitmapFrom, type Bitmap } from '../editor/bitmap'

function canvasOf(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('2D canvas is not available')
  ctx.imageSmoothingEnabled = false
  return [canvas, ctx]
}

/** decodePng loads an image URL (a data: URL or a same-origin PNG) as a size x size Bitmap. */
export async function decodePng(url: string, size: number): Promise<Bitmap> {
  const img = new Image()
  img.src = url
  await img.decode()
  const [, ctx] = canvasOf(size)
  ctx.drawImage(img, 0, 0, size, size)
  return bitmapFrom(size, ctx.getImageData(0, 0, size, size).data)
}

/** toImageData copies a Bitmap into an ImageData (what the 3D preview and canvases take). */
export function toImageData(b: Bitmap): ImageData {
  return new ImageData(b.data.slice(), b.size, b.size)
}

/** encodePng renders a Bitmap as a PNG blob at scale (nearest neighbour). */
export function encodePng(b: Bitmap, scale = 1): Promise<Blob> {
  const [small, sctx] = canvasOf(b.size)
  sctx.putImageData(toImageData(b), 0, 0)
  let canvas = small
  if (scale > 1) {
    const [big, bctx] = canvasOf(b.size * scale)
    bctx.drawImage(small, 0, 0, b.size * scale, b.size * scale)
    canvas = big
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  )
}

/** blobToDataUrl reads a blob as a data: URL (the API's png fields). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('could not read the PNG'))
    reader.readAsDataURL(blob)
  })
}
