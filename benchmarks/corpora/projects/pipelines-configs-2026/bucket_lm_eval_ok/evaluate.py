"""Per-sequence scoring over padded, length-bucketed batches."""
import jax
import numpy as np

from .losses import sequence_score

score_batch = jax.jit(jax.vmap(sequence_score, in_axes=(None, 0, 0)))


def perplexity(params, loader):
    total_nll, total_tokens = 0.0, 0
    per_bucket = {}
    for batch in loader:
        nll, count = score_batch(params, batch["tokens"], batch["lengths"])
        nll, count = np.asarray(nll), np.asarray(count)
        total_nll += float(nll.sum())
        total_tokens += int(count.sum())
        width = batch["tokens"].shape[1]
        acc = per_bucket.setdefault(width, [0.0, 0])
        acc[0] += float(nll.sum())
        acc[1] += int(count.sum())
    ppl = float(np.exp(total_nll / max(total_tokens, 1)))
    bucket_ppl = {w: float(np.exp(a / max(c, 1))) for w, (a, c) in sorted(per_bucket.items())}
    return ppl, bucket_ppl
