import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

/** Spec §9: the blurhash is decoded small and stretched over the cover. */
const WIDTH = 32;
const HEIGHT = 16;

export function Blurhash({ hash }: { hash: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext?.('2d');
    if (!element || !context) return;
    try {
      const pixels = decode(hash, WIDTH, HEIGHT);
      const image = context.createImageData(WIDTH, HEIGHT);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
    } catch {
      // An invalid hash leaves the plain cover.
    }
  }, [hash]);
  return <canvas ref={canvas} className="blurhash" width={WIDTH} height={HEIGHT} aria-hidden="true" />;
}
