"""Turn a smoothed heatmap into a fixed-size list of point detections."""
import jax.numpy as jnp
from jax import lax

from . import ops


def greedy_suppress(points, scores, radius):
    k = points.shape[0]
    d2 = jnp.sum((points[:, None, :] - points[None, :, :]) ** 2, axis=-1)
    close = d2 < radius**2
    order = jnp.arange(k)

    def body(i, keep):
        earlier = (order < i) & keep & close[i]
        return keep.at[i].set(keep[i] & ~jnp.any(earlier))

    return lax.fori_loop(0, k, body, scores > 0)


def decode(heat, cfg):
    ys, xs, scores, valid = ops.candidate_peaks(heat, cfg["score_thr"], cfg["max_peaks"])
    order = jnp.argsort(-scores)[: cfg["max_det"]]
    pts = jnp.stack([ys[order], xs[order]], axis=-1).astype(jnp.float32)
    sc = jnp.where(valid[order], scores[order], 0.0)
    keep = greedy_suppress(pts, sc, cfg["nms_radius"])
    return pts, jnp.where(keep, sc, 0.0), keep
