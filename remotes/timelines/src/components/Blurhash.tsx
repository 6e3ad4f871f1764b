import { useEffect, useRef } from 'react';

/** Spec §9: the blurhash is decoded small and stretched over the cover. */
const WIDTH = 32;
const HEIGHT = 16;

/**
 * The cover of sensitive media. The decoder is its own chunk, fetched with the first blurhash shown:
 * until it arrives (or if it cannot be fetched) the plain cover shows.
 */
export function Blurhash({ hash }: { hash: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "timelines-blurhash" */ 'blurhash')
      .then(({ decode }) => {
        const element = canvas.current;
        const context = element?.getContext?.('2d');
        if (!current || !element || !context) return;
        const pixels = decode(hash, WIDTH, HEIGHT);
        const image = context.createImageData(WIDTH, HEIGHT);
        image.data.set(pixels);
        context.putImageData(image, 0, 0);
      })
      .catch(() => {
        // An invalid hash, or a decoder that could not be fetched, leaves the plain cover.
      });
    return () => {
      current = false;
    };
  }, [hash]);
  return <canvas ref={canvas} className="blurhash" width={WIDTH} height={HEIGHT} aria-hidden="true" />;
}
