/**
 * The studio's gear by group, as the equipment page and the booking page show it. The owner edits
 * it in the Studio tab; the spec's list is a new studio's. Plain data (no schemas), for the pages.
 */
export interface EquipmentItem {
  name: string;
  description: string;
}

export interface EquipmentGroup {
  group: string;
  items: EquipmentItem[];
}

/** The spec's list: the equipment of a new studio. */
export const DEFAULT_EQUIPMENT: readonly EquipmentGroup[] = [
  {
    group: "Audio Interfaces",
    items: [
      {
        name: "UAD X8",
        description:
          "Universal Audio Apollo x8: eight Unison preamps, elite-class conversion and real-time UAD plug-in processing for tracking through classic analogue emulations.",
      },
    ],
  },
  {
    group: "Preamps & Processors",
    items: [
      {
        name: "AVALON 737",
        description:
          "The all-valve channel strip behind countless vocal records: Class A preamp, opto compressor and passive EQ for warm, present vocals.",
      },
      {
        name: "TUBE TECH LIMITER",
        description:
          "Tube-Tech opto limiter for smooth, musical gain control on vocals, bass and the mix bus.",
      },
      {
        name: "SSL BUS COMPRESSOR",
        description:
          "The classic SSL G-series bus compressor that glues a mix together with punch and polish.",
      },
      {
        name: "SSL FUSION",
        description:
          "SSL Fusion stereo colour processor: vintage drive, violet EQ, stereo image and HF compression for final-stage analogue character.",
      },
    ],
  },
  {
    group: "Studio Monitors",
    items: [
      {
        name: "FOCAL SM9",
        description:
          "Three-way Focal monitors with beryllium tweeters: detailed, accurate playback from sub-bass to the top end.",
      },
      {
        name: "MIXCUBE",
        description:
          "Avantone MixCube reference speakers for checking how a mix translates to small, real-world playback.",
      },
    ],
  },
  {
    group: "Microphones",
    items: [
      {
        name: "U47 MIC",
        description:
          "A U47-style large-diaphragm valve condenser: the rich, focused vocal sound heard on generations of classic records.",
      },
    ],
  },
];

/** The spec's four highlights on the booking page, while the studio still has them. */
const SPEC_HIGHLIGHTS = ["UAD X8", "AVALON 737", "FOCAL SM9", "U47 MIC"];

/**
 * The booking page's four pieces: the spec's highlights the studio still lists, then the first
 * others in the list's order, so an edited list always shows up to four real items.
 */
export function highlightedEquipment(equipment: readonly EquipmentGroup[]): EquipmentItem[] {
  const all = equipment.flatMap((group) => group.items);
  const spec = SPEC_HIGHLIGHTS.flatMap((name) => all.filter((item) => item.name === name).slice(0, 1));
  const rest = all.filter((item) => !spec.includes(item));
  return [...spec, ...rest].slice(0, 4);
}
