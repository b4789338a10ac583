// How a producer's photo is described to people who cannot see it.

/** A producer's photo's alt text: the studio's own, or "Portrait of {name}". */
export const portraitAlt = (producer: { name: string; imageAlt?: string | null | undefined }): string =>
  producer.imageAlt ?? `Portrait of ${producer.name}`;
