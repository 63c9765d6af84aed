import { useCallback, useState } from 'react';
import { type OverlayLayer, parseStoredLayers, toggleLayer } from './overlay-selection-model.ts';

/** Where the browser keeps the chosen chart overlay layers (one choice for every symbol and timeframe). */
const OVERLAY_LAYERS_KEY = 'symbol-chart-layers';

function read(): Set<OverlayLayer> {
  try {
    return parseStoredLayers(window.localStorage.getItem(OVERLAY_LAYERS_KEY));
  } catch {
    return parseStoredLayers(null);
  }
}

/** The chart's overlay layers switched on (the defaults until the user changes them), kept in local storage. */
export function useOverlayLayers() {
  const [on, setOn] = useState<ReadonlySet<OverlayLayer>>(read);
  const toggle = useCallback((layer: OverlayLayer) => {
    setOn((current) => {
      const next = toggleLayer(current, layer);
      try {
        window.localStorage.setItem(OVERLAY_LAYERS_KEY, JSON.stringify([...next]));
      } catch {
        // Storage full or blocked: the choice holds for this visit only.
      }
      return next;
    });
  }, []);
  return { on, toggle };
}
