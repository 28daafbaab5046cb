// Cleans a low-sample render: an edge-avoiding a-trous wavelet filter (Dammertz et al. 2010)
// guided by the albedo, normal and depth passes. Textures are divided out first and multiplied
// back after, so the filter smooths only the light and keeps grain, joints and print crisp.
// Then the finish every picture shares: a faint vignette and a fine film grain.
//
//   node renders/denoise.mjs WORK_DIR WIDTH HEIGHT '{"grain":0.012,"vignette":0.12}'
//
// Reads color.f32, albedo.f32, normal.f32, depth.f32, glass.f32 (RGBA float32, Blender's row
// order) and
// writes final.f32 the same way.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [work, widthArg, heightArg, finishArg = "{}"] = process.argv.slice(2);
const width = Number(widthArg);
const height = Number(heightArg);
const finish = { grain: 0.012, vignette: 0.12, strength: 1, ...JSON.parse(finishArg) };
const read = (name) => {
  const bytes = readFileSync(path.join(work, `${name}.f32`));
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
};
const color = read("color");
const albedo = read("albedo");
const normal = read("normal");
const depth = read("depth");
// White where the camera looks through glass (render_picture.py's mask render): what is seen
// there (a room behind a window, the sky in its reflection) is lit by few, long paths and stays
// speckled at low samples.
const glassMask = read("glass");
const count = width * height;
const glass = new Uint8Array(count);
for (let i = 0; i < count; i++) {
  glass[i] = glassMask[i * 4] > 0.5 ? 1 : 0;
}
// Blender averages the normals of a pixel's samples: make them unit length again.
for (let i = 0; i < count; i++) {
  const length = Math.hypot(normal[i * 4], normal[i * 4 + 1], normal[i * 4 + 2]) || 1;
  for (let c = 0; c < 3; c++) normal[i * 4 + c] /= length;
}

// Light alone: the colour divided by what the surface itself reflects.
const floor = 0.04;
const light = new Float32Array(count * 3);
const reflect = new Float32Array(count * 3);
for (let i = 0; i < count; i++) {
  // Nothing was hit (the sky): Blender writes no depth there, and the sky is not noisy.
  const sky = depth[i * 4] === 0;
  for (let c = 0; c < 3; c++) {
    const a = sky ? 1 : Math.max(albedo[i * 4 + c], floor);
    reflect[i * 3 + c] = a;
    light[i * 3 + c] = color[i * 4 + c] / a;
  }
}

const kernel = [1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16];
const squash = (v) => v / (1 + v);
let current = light;
const iterations = 5;
for (let level = 0; level < iterations; level++) {
  const step = 1 << level;
  const next = new Float32Array(count * 3);
  // Smaller colour tolerance at each level: large steps only average what is already alike.
  const sigmaColor = (0.35 * finish.strength) / (1 << level);
  const invColor = 1 / (sigmaColor * sigmaColor);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const z = depth[p * 4];
      if (z === 0) {
        next[p * 3] = current[p * 3];
        next[p * 3 + 1] = current[p * 3 + 1];
        next[p * 3 + 2] = current[p * 3 + 2];
        continue;
      }
      const pr = squash(current[p * 3]);
      const pg = squash(current[p * 3 + 1]);
      const pb = squash(current[p * 3 + 2]);
      const nx = normal[p * 4];
      const ny = normal[p * 4 + 1];
      const nz = normal[p * 4 + 2];
      const ar = albedo[p * 4];
      const ag = albedo[p * 4 + 1];
      const ab = albedo[p * 4 + 2];
      const zTolerance = Math.max(z, 0.01) * 0.01 * step;
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let total = 0;
      for (let j = -2; j <= 2; j++) {
        const qy = y + j * step;
        if (qy < 0 || qy >= height) continue;
        for (let i = -2; i <= 2; i++) {
          const qx = x + i * step;
          if (qx < 0 || qx >= width) continue;
          const q = qy * width + qx;
          if (depth[q * 4] === 0) continue;
          if (q === p) {
            const weight = kernel[2] * kernel[2];
            sr += current[p * 3] * weight;
            sg += current[p * 3 + 1] * weight;
            sb += current[p * 3 + 2] * weight;
            total += weight;
            continue;
          }
          // Glass and what is not glass never mix: window frames stay crisp. Through glass,
          // only colour decides, with four times the tolerance.
          if (glass[p] !== glass[q]) continue;
          if (glass[p]) {
            const qr = current[q * 3];
            const qg = current[q * 3 + 1];
            const qb = current[q * 3 + 2];
            const dc = (pr - squash(qr)) ** 2 + (pg - squash(qg)) ** 2 + (pb - squash(qb)) ** 2;
            const weight = kernel[i + 2] * kernel[j + 2] * Math.exp((-dc * invColor) / 16);
            sr += qr * weight;
            sg += qg * weight;
            sb += qb * weight;
            total += weight;
            continue;
          }
          const dn = 1 - (nx * normal[q * 4] + ny * normal[q * 4 + 1] + nz * normal[q * 4 + 2]);
          if (dn > 0.1) continue;
          const dz = Math.abs(z - depth[q * 4]) / zTolerance;
          if (dz > 4) continue;
          const da =
            (ar - albedo[q * 4]) ** 2 +
            (ag - albedo[q * 4 + 1]) ** 2 +
            (ab - albedo[q * 4 + 2]) ** 2;
          const qr = current[q * 3];
          const qg = current[q * 3 + 1];
          const qb = current[q * 3 + 2];
          const dc = (pr - squash(qr)) ** 2 + (pg - squash(qg)) ** 2 + (pb - squash(qb)) ** 2;
          const weight =
            kernel[i + 2] *
            kernel[j + 2] *
            Math.exp(-dc * invColor - da * 200 - dn * 60 - dz * dz * 0.5);
          sr += qr * weight;
          sg += qg * weight;
          sb += qb * weight;
          total += weight;
        }
      }
      next[p * 3] = sr / total;
      next[p * 3 + 1] = sg / total;
      next[p * 3 + 2] = sb / total;
    }
  }
  current = next;
}

// A seeded generator, so the same render always gets the same grain.
let seed = 20260101;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
};
const out = new Float32Array(count * 4);
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const p = y * width + x;
    const u = x / width - 0.5;
    const v = y / height - 0.5;
    const vignette = 1 - finish.vignette * (u * u + v * v) * 2;
    const grain = 1 + finish.grain * (random() + random() + random() - 1.5) * 2;
    for (let c = 0; c < 3; c++) {
      out[p * 4 + c] = Math.max(0, current[p * 3 + c] * reflect[p * 3 + c] * vignette * grain);
    }
    out[p * 4 + 3] = 1;
  }
}
writeFileSync(path.join(work, "final.f32"), Buffer.from(out.buffer));
