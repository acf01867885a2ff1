"""Run the analysis on a synthetic two-tone signal."""

import jax.numpy as jnp
import numpy as np

from spectra2 import pipeline, utils, windows

RATE = 256.0
FRAME = 64


def main():
    rng = np.random.default_rng(0)
    t = np.arange(2048) / RATE
    signal = np.sin(2 * np.pi * 20 * t) + 0.6 * np.sin(2 * np.pi * 52 * t)
    signal = signal + 0.1 * rng.standard_normal(t.shape)
    power, peaks, strength = pipeline.analyze(
        jnp.asarray(signal, dtype=jnp.float32), frame=FRAME, max_peaks=4
    )
    freqs = windows.bin_frequencies(FRAME, RATE)
    print("bins:", power.shape[0])
    print("peaks:", utils.describe(np.asarray(peaks).tolist(), freqs))
    print("strength:", [round(float(s), 3) for s in strength])


if __name__ == "__main__":
    main()
