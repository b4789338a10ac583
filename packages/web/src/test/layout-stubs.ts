// What Mantine asks of a browser that happy-dom does not give: media queries, element sizes and the
// fonts' loading (an autosized field waits on it). Component tests call it before rendering.
export function stubLayout(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });
}
