/** The studio's gear, by category. Content, not rules: edit freely. */
export interface EquipmentItem {
  name: string;
  description: string;
}

export interface EquipmentCategory {
  category: string;
  items: EquipmentItem[];
}

export const equipment: EquipmentCategory[] = [
  {
    category: "Audio Interfaces",
    items: [
      {
        name: "UAD X8",
        description:
          "Universal Audio Apollo x8: eight Unison preamps, elite-class conversion and real-time UAD plug-in processing for tracking through classic analogue emulations.",
      },
    ],
  },
  {
    category: "Preamps & Processors",
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
    category: "Studio Monitors",
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
    category: "Microphones",
    items: [
      {
        name: "U47 MIC",
        description:
          "A U47-style large-diaphragm valve condenser: the rich, focused vocal sound heard on generations of classic records.",
      },
    ],
  },
];

/** The four pieces the booking page highlights. */
export const highlightedEquipment = ["UAD X8", "AVALON 737", "FOCAL SM9", "U47 MIC"] as const;

export function findEquipment(name: string): EquipmentItem | undefined {
  for (const group of equipment) {
    const item = group.items.find((candidate) => candidate.name === name);
    if (item) return item;
  }
  return undefined;
}
