// Draws the app's icons (a white capsule on the theme blue) as PNG files, with no image library
// and no network: `node scripts/make-icons.mjs`. The output is committed; run again only to
// change the design. "any" icons fill the square with rounded corners; the maskable one keeps the
// capsule inside the central 80 % circle that launchers may crop to.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLUE = [0x0b, 0x5c, 0xad];
const LIGHT_BLUE = [0xcf, 0xe3, 0xf7];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** An RGBA PNG of `size`² pixels, each from `pixel(x, y)` in [0, 1]² → [r, g, b, a]. */
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const rgba = pixel((x + 0.5) / size, (y + 0.5) / size, 1 / size);
      rgba.forEach((v, i) => (raw[y * (size * 4 + 1) + 1 + x * 4 + i] = Math.round(v)));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Signed distances (negative inside), in units of the icon's side.
const roundedSquare = (x, y, radius) => {
  const qx = Math.abs(x - 0.5) - (0.5 - radius);
  const qy = Math.abs(y - 0.5) - (0.5 - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};
/** A capsule tilted 45°, centred, `length` end to end and `width` across, scaled by `scale`. */
const capsule = (x, y, scale) => {
  const u = (x - 0.5 + (y - 0.5)) / Math.SQRT2 / scale;
  const v = (y - 0.5 - (x - 0.5)) / Math.SQRT2 / scale;
  const half = 0.3 - 0.13;
  return (Math.hypot(Math.max(Math.abs(u) - half, 0), v) - 0.13) * scale;
};
const coverage = (distance, pixel) => Math.min(1, Math.max(0, 0.5 - distance / pixel));
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

function icon({ maskable }) {
  return (x, y, pixel) => {
    const scale = maskable ? 0.78 : 1;
    const body = capsule(x, y, scale);
    // The capsule's upper half white, the lower light blue, split across its axis.
    const lower = x - 0.5 + (y - 0.5) > 0;
    const fill = mix(BLUE, lower ? LIGHT_BLUE : WHITE, coverage(body, pixel));
    const alpha = maskable ? 1 : coverage(roundedSquare(x, y, 0.18), pixel);
    return [...fill, alpha * 255];
  };
}

const files = [
  ['public/icons/icon-192.png', 192, false],
  ['public/icons/icon-512.png', 512, false],
  ['public/icons/maskable-512.png', 512, true],
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  ['app/apple-icon.png', 180, true],
];
for (const [file, size, maskable] of files) {
  writeFileSync(path.join(root, file), png(size, icon({ maskable })));
  console.log(file);
}
