import numpy as np


def running_mean_task(rng, time, batch, in_dim):
    """Target is a running mean of the first input channel."""
    xs = rng.normal(size=(time, batch, in_dim)).astype(np.float32)
    cum = np.cumsum(xs[..., :1], axis=0)
    ys = cum / np.arange(1, time + 1, dtype=np.float32)[:, None, None]
    return xs, ys.astype(np.float32)
