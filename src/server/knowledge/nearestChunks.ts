import type { WorkspaceIndex } from './workspaceIndex.ts';

/** Cosine of the question with one chunk (unit vectors: their dot product). */
export function cosineOf(index: WorkspaceIndex, row: number, question: Float32Array) {
  const { dims, matrix } = index;
  let s = 0;
  for (let d = 0, o = row * dims; d < dims; d++, o++) s += matrix[o]! * question[d]!;
  return s;
}

/** Whether the row holds a vector: a chunk without one (its file's vectors still filling) is a zero row. */
export function hasVector(index: WorkspaceIndex, row: number) {
  const { dims, matrix } = index;
  for (let d = 0, o = row * dims; d < dims; d++, o++) if (matrix[o] !== 0) return true;
  return false;
}

/**
 * out[r] = row r of the matrix · question, for the first `count` rows; four sums at a time, which
 * runs about 1.5× faster in V8 than one.
 */
function dotAll(matrix: Float32Array, dims: number, q: Float32Array, out: Float32Array, count: number) {
  const quads = dims - (dims % 4);
  for (let r = 0, o = 0; r < count; r++) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let d = 0;
    for (; d < quads; d += 4, o += 4) {
      s0 += matrix[o]! * q[d]!;
      s1 += matrix[o + 1]! * q[d + 1]!;
      s2 += matrix[o + 2]! * q[d + 2]!;
      s3 += matrix[o + 3]! * q[d + 3]!;
    }
    for (; d < dims; d++, o++) s0 += matrix[o]! * q[d]!;
    out[r] = s0 + s1 + s2 + s3;
  }
}

/**
 * The `limit` chunks nearest the question, best first: one pass over the cached matrix into the
 * index's reused cosine buffer (synchronous, so no other question can touch it meanwhile), then a
 * partial selection that keeps only the best rows in order.
 */
export function nearestChunks(
  index: WorkspaceIndex,
  question: Float32Array,
  limit: number,
  only?: Int32Array,
): Array<{ row: number; cosine: number }> {
  const { dims, matrix, cosines } = index;
  const count = only ? only.length : index.rows.length;
  if (!only) {
    dotAll(matrix, dims, question, cosines, count);
  } else {
    for (const r of only) cosines[r] = cosineOf(index, r, question);
  }
  const top = new Int32Array(Math.min(limit, count));
  let filled = 0;
  for (let k = 0; k < count; k++) {
    const r = only ? only[k]! : k;
    const s = cosines[r]!;
    if (filled < top.length) filled++;
    else if (!(s > cosines[top[top.length - 1]!]!)) continue;
    let i = filled - 1;
    while (i > 0 && cosines[top[i - 1]!]! < s) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = r;
  }
  return Array.from(top, (row) => ({ row, cosine: cosines[row]! }));
}
