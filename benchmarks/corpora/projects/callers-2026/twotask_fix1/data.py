import numpy as np


def task_batch(rng, s, task):
    n = rng.integers(2, s.set_size + 1, size=(s.batch,))
    x = rng.normal(size=(s.batch, s.set_size, s.feat)).astype(np.float32)
    valid = np.arange(s.set_size)[None, :] < n[:, None]
    x = x * valid[..., None]
    summary = x.sum(axis=1)
    if task == 0:
        y = np.argmax(summary[:, : s.out_dim], axis=-1)
    else:
        y = (n % s.out_dim)
    return {
        "x": x,
        "valid": valid,
        "y": y.astype(np.int32),
        "task": np.asarray(task, np.int32),
    }
