import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/**
 * Files dragged onto an element and dropped there go to `onFiles` (drag and drop upload). `over` tells
 * whether files are being dragged over it, to show where they would go. Other drags (text) pass through.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled: boolean) {
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      // Entering a child fires leave on the parent: only the last leave ends the drag.
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      if (!disabled) onFiles([...(event.dataTransfer?.files ?? [])]);
    },
  };
  return { over, handlers };
}
