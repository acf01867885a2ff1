import numpy as np


def sine_windows(rng, batch, window):
    t0 = rng.uniform(0, 2 * np.pi, size=(batch, 1))
    t = t0 + 0.3 * np.arange(window + 1)[None, :]
    sig = np.sin(t) + 0.5 * np.sin(2.7 * t) + 0.05 * rng.normal(size=t.shape)
    sig = sig.T[..., None].astype(np.float32)  # [time+1, batch, 1]
    return sig[:-1], sig[1:]
