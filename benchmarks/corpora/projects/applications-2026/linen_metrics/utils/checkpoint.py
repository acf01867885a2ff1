import os
import pickle

import jax


def save_checkpoint(ckpt_dir, step, params):
    if not ckpt_dir:
        return None
    os.makedirs(ckpt_dir, exist_ok=True)
    path = os.path.join(ckpt_dir, "ckpt_%06d.pkl" % step)
    with open(path, "wb") as f:
        pickle.dump(jax.device_get(params), f)
    return path
