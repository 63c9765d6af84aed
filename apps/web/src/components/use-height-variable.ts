import { type RefObject, useEffect } from 'react';

/**
 * Keeps the CSS variable `name` on the root element at the element's current height in px (a
 * ResizeObserver follows it as it wraps or expands): the top toasts start below the sticky navbar,
 * however many lines it takes at the window's width (styles.css, `.Toastify__toast-container--top-*`).
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(name, `${element.getBoundingClientRect().height}px`);
    const observer = new ResizeObserver(write);
    observer.observe(element);
    write();
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
