import type { WorkspaceIndex } from './workspaceIndex.ts';

/**
 * Cosine of the question with every chunk (one pass over the cached matrix, into the index's
 * reused buffer), then the `limit` best rows by a partial selection: best first.
 */
export function nearestChunks(
  index: WorkspaceIndex,
  question: Float32Array,
  limit: number,
  only?: Int32Array,
) {
  const { dims, matrix, cosines } = index;
  const count = only ? only.length : index.rows.length;
  const top = new Int32Array(Math.min(limit, count));
  let filled = 0;
  for (let k = 0; k < count; k++) {
    const r = only ? only[k]! : k;
    let s = 0;
    for (let d = 0, o = r * dims; d < dims; d++, o++) s += matrix[o]! * question[d]!;
    cosines[r] = s;
    if (filled < top.length) {
      let i = filled++;
      while (i > 0 && cosines[top[i - 1]!]! < s) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = r;
    } else if (top.length && s > cosines[top[top.length - 1]!]!) {
      let i = top.length - 1;
      while (i > 0 && cosines[top[i - 1]!]! < s) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = r;
    }
  }
  return top;
}
