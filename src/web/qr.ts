import { encode } from 'uqr';

// A QR code as the checkout draws it: an inline SVG (no image request, nothing for the page's CSP
// to allow) whose dark modules are one path, a horizontal run of modules per sub-path, on a white
// square with the four-module quiet zone scanners need. Medium error correction: the EMV payloads
// are about 100 characters, a version 5 or 6 code, still large modules on a phone's screen.
export interface QrImage {
  // The side in modules, quiet zone included (the SVG's viewBox).
  size: number;
  path: string;
}

export function qrImage(text: string): QrImage {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++;
        continue;
      }
      const from = x;
      while (x < row.length && row[x]) x++;
      runs.push(`M${from} ${y}h${x - from}v1h-${x - from}z`);
    }
  });
  return { size: data.length, path: runs.join('') };
}
