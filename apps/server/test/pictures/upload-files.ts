// Pictures to upload in the tests, made here: a phone's photo (sideways, with GPS in its EXIF), a
// decompression bomb, a cut-short JPEG, a PDF and an SVG named .jpg; and the upload as a browser
// sends it (multipart/form-data from the same origin).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Answer, Json } from "../../../../packages/api/test/http-calls.js";

/** A 300 x 200 JPEG whose EXIF says "turn me 90 degrees" (so it shows 200 x 300) and where it was taken. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#a33" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Studio 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 1/1 0/1",
      },
    })
    .toBuffer();
}

/** A noisy 400 x 300 JPEG cut off at 60% of its bytes (an upload that broke off). */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const plainPng = (width = 120, height = 80): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: "#3a5" } })
    .png()
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 20,000 x 20,000 PNG (1-bit, all black) of some tens of KB: 400 megapixels once decoded. */
export function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte 0, then 2,500 zero bytes
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const pdfNamedJpg = () =>
  Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const htmlNamedJpg = () =>
  Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>");
export const svgPicture = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );

/** An upload as the Studio tab sends it: its fields, then the file (named `name`). */
export async function upload(
  url: string,
  method: string,
  pathname: string,
  parts: { fields: Record<string, string>; file?: Buffer; name?: string; type?: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts.fields)) form.append(key, value);
  if (parts.file)
    form.append(
      "file",
      new Blob([parts.file], { type: parts.type ?? "image/jpeg" }),
      parts.name ?? "photo.jpg",
    );
  const response = await fetch(`${url}${pathname}`, { method, body: form, headers });
  const text = await response.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text, headers: response.headers };
}
